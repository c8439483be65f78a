import fs from 'node:fs/promises';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { acquireEmbeddedLock } from './db/embedded-lock.ts';
import { migrate } from './db/migrate.ts';

/** Opens the configured database (locking the embedded one to this process) and migrates it. */
export async function startDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<DatabaseHandle> {
  await fs.mkdir(config.dataDir, { recursive: true });
  const release = config.databaseUrl ? () => undefined : acquireEmbeddedLock(config.dataDir);
  try {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    await migrate(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
