import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createServices } from '../../server/services.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';
import type { TenantRegistry } from '../../server/tenants/registry.ts';
import { freshPostgres } from './fresh-postgres.ts';

export interface BenchServer {
  /** http://127.0.0.1:<port>: requests to it are the default tenant's. */
  base: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The default tenant's id. */
  tenantId: string;
}

interface BenchServerOptions {
  /** A PostgreSQL server to make a database of its own on (dropped at the end); embedded PGlite in memory without one. */
  databaseUrl: string | undefined;
  /** The database's name on PostgreSQL, and the data folder's prefix. */
  name: string;
  /** The provider that 127.0.0.1 serves. */
  defaultTenant: string;
  /** The port to listen on; a free one when not given (0). */
  port?: number;
}

/**
 * The whole server as production runs it (silent logs), on a database of its own, listening on a
 * free port of 127.0.0.1, for `run`; everything it started is closed and removed afterwards.
 */
export async function withBenchServer<T>(
  { databaseUrl, name, defaultTenant, port = 0 }: BenchServerOptions,
  run: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const own = databaseUrl ? await freshPostgres(databaseUrl, name) : undefined;
  const dataDir = `/tmp/${name.replaceAll('_', '-')}-${randomUUID()}`;
  try {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      DEFAULT_TENANT: defaultTenant,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!',
      DATA_DIR: dataDir,
    });
    const database = await openDatabase(own ? { url: own.url } : { dataDir: 'memory://' });
    try {
      await migrate(database);
      const registry: TenantRegistry = await loadRegistry(config, database);
      const services = await createServices(config, undefined);
      const app = await buildApp({ config, database, registry, services });
      try {
        await app.listen({ port, host: '127.0.0.1' });
        const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
        return await run({ base, app, database, tenantId: registry.bySlug(defaultTenant)!.id });
      } finally {
        await app.close();
        await services.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await own?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
