import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

// From the checkout's root, two folders up: from here and from the server bundle (scripts/build-server.ts) alike.
const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

const MIGRATION_LOCK = 7_311_001;

/** Applies the generated migrations; safe to run from several processes at once. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  await handle.withLock(MIGRATION_LOCK, async () => {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
