import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';

/** The PostgreSQL channel on which `npm run tenants:sync` tells running processes it has synced. */
export const TENANT_SYNC_CHANNEL = 'tenants_synced';

/** Tells every server process on this PostgreSQL database that the tenant folders were synced. */
export async function announceTenantSync(database: DatabaseHandle): Promise<void> {
  // An embedded database has no other process to tell: the server holds it while it runs.
  if (database.kind !== 'postgres') return;
  await database.db.execute(sql`select pg_notify(${TENANT_SYNC_CHANNEL}, '')`);
}

interface ListenOptions {
  url: string;
  /** Called on every notice, and after a reconnection (a notice may have come while away). */
  onNotice: () => void;
  log: FastifyBaseLogger;
  /** Reconnection backoff: the first wait, doubled on each failure up to the last. */
  retryMs?: { first: number; max: number };
}

export interface SyncNoticeListener {
  close(): Promise<void>;
}

/**
 * One dedicated connection per process that LISTENs for tenant sync notices (a pooled connection
 * would lose the LISTEN when returned). When it drops, it reconnects with backoff and logs both.
 * Resolves once the first attempt to listen is over: listening, or retrying in the background.
 */
export async function listenForTenantSyncs({ url, onNotice, log, retryMs = { first: 500, max: 30_000 } }: ListenOptions): Promise<SyncNoticeListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  const gone = new WeakSet<pg.Client>();

  const lost = (lostClient: pg.Client, error: unknown) => {
    // 'error', 'end' and a failed connect may all report one loss: handle it once.
    if (gone.has(lostClient)) return;
    gone.add(lostClient);
    if (client === lostClient) client = undefined;
    lostClient.removeAllListeners();
    lostClient.on('error', () => undefined);
    lostClient.end().catch(() => undefined);
    if (closed) return;
    failures += 1;
    const wait = Math.min(retryMs.first * 2 ** (failures - 1), retryMs.max);
    log.warn({ err: error, retryInMs: wait }, 'tenant sync notices: connection lost; reconnecting');
    retry = setTimeout(() => void connect(), wait);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === TENANT_SYNC_CHANNEL) onNotice();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the connection ended')));
    try {
      await next.connect();
      await next.query(`listen ${TENANT_SYNC_CHANNEL}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (closed || client !== next) return;
    if (failures > 0) {
      log.info({ after: failures }, 'tenant sync notices: listening again');
      // A sync may have happened while the connection was away.
      onNotice();
    } else {
      log.info({ channel: TENANT_SYNC_CHANNEL }, 'tenant sync notices: listening');
    }
    failures = 0;
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      if (open) {
        open.removeAllListeners();
        open.on('error', () => undefined);
        await open.end().catch(() => undefined);
      }
    },
  };
}
