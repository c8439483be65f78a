import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** A fresh, migrated, empty database of the given kind. Close it to drop it. `url`: where a second process can reach it (PostgreSQL). */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const handle = await openDatabase({ url: databaseUrl.toString() });
  await migrate(handle);
  return {
    ...handle,
    url: databaseUrl.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url.toString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
