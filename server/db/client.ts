import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { pgliteNotices, postgresNotices, type Notices } from './notices.ts';
import { schema, type Schema } from './schema.ts';

/** The one database type repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction: what `db.transaction(fn)` passes to fn. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository queries: the database, or a transaction the caller opened. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs fn while holding a cluster-wide lock, so concurrent starts do not race (migrations, sync). */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** LISTEN/NOTIFY: what one process commits, every process on the database hears. */
  notices: Notices;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {}

interface OpenOptions {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  url?: string | undefined;
  /** Folder of the embedded database; 'memory://' keeps it in memory. */
  dataDir?: string;
  /** A PGlite data dump (see PGlite.dumpDataDir) to start from, used by tests. */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options);
}

async function openPglite({ dataDir, loadDataDir }: OpenOptions): Promise<DatabaseHandle> {
  let location = 'memory://';
  if (dataDir && dataDir !== 'memory://') {
    location = path.join(dataDir, 'pglite');
    await fs.mkdir(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    ...(loadDataDir ? { loadDataDir } : {}),
    // In memory, a new WAL segment (every 16 MB written) is not zero-filled: the in-memory file
    // system grows a file by copying it, so filling one stalled every query for about 250 ms
    // (seen in the Create Test bench's p99). On disk PostgreSQL's default stays.
    ...(location === 'memory://' ? { startParams: [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'] } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let queue: Promise<unknown> = Promise.resolve();
  const notices = pgliteNotices(client);
  return {
    db,
    kind: 'pglite',
    // One process owns an embedded database, so an in-process queue is the lock.
    withLock: (_key, fn) => {
      const run = queue.then(fn, fn);
      queue = run.catch(() => undefined);
      return run;
    },
    ping: async () => {
      await client.query('select 1');
    },
    notices,
    close: async () => {
      await notices.close();
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', () => undefined); // idle-client errors surface on the next query instead
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailableError(`Cannot reach the database at ${redact(url)}: ${(error as Error).message || String(error)}`);
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const notices = postgresNotices(url);
  return {
    db,
    kind: 'postgres',
    withLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    notices,
    close: async () => {
      await notices.close();
      await pool.end();
    },
  };
}

/** Hides the password of a connection URL in messages. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}
