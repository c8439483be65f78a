import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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
  database: DatabaseHandle;
  /** Called on every notice, and after a reconnection (a notice may have come while away). */
  onNotice: () => void;
  log: FastifyBaseLogger;
}

export interface SyncNoticeListener {
  close(): Promise<void>;
}

/**
 * Listens for tenant sync notices on the database's notice connection, which reconnects by itself
 * when it drops; both are logged. Resolves once the first attempt to listen is over: listening, or
 * retrying in the background.
 */
export async function listenForTenantSyncs({ database, onNotice, log }: ListenOptions): Promise<SyncNoticeListener> {
  const stop = await database.notices.listen(TENANT_SYNC_CHANNEL, {
    notice: onNotice,
    listening(again) {
      if (!again) return log.info({ channel: TENANT_SYNC_CHANNEL }, 'tenant sync notices: listening');
      log.info('tenant sync notices: listening again');
      // A sync may have happened while the connection was away.
      onNotice();
    },
    lost: (error, retryInMs) => log.warn({ err: error, retryInMs }, 'tenant sync notices: connection lost; reconnecting'),
  });
  return { close: async () => stop() };
}
