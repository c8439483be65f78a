import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { memoryLimitStore, type LimitStore } from '../../server/rate-limit/limit-store.ts';
import { createServices, type Services } from '../../server/services.ts';
import { FakeClock } from './fake-clock.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';
import type { TenantRegistry } from '../../server/tenants/registry.ts';
import type { WebOptions } from '../../server/plugins/web.ts';
import { createTestDatabase, type DatabaseKind } from './test-database.ts';
import { tempTenantsDir, writeTenant } from './tenant-fixtures.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  registry: TenantRegistry;
  services: Services;
  /** The app's clock (a fake Date): move it to expire codes, tokens and rate-limit windows. */
  clock: FakeClock;
  /** The tenant id of a slug. */
  idOf(slug: string): string;
  close(): Promise<void>;
}

export const TEMPLATE = '<!doctype html><html lang="en-GB"><head><!--tenant-head--></head><body><div id="root"></div></body></html>';

/**
 * The whole server on a fresh database, with two fixture tenants: alpha (Paid) and beta (Free).
 * Requests choose their tenant with the Host header, as browsers do.
 */
export async function createTestApp(
  kind: DatabaseKind,
  options: {
    tenantsDir?: string;
    web?: WebOptions;
    env?: NodeJS.ProcessEnv;
    logger?: FastifyBaseLogger;
    /** A database another app shares (as a second server process would); the caller closes it. */
    database?: DatabaseHandle;
    /** Where rate limits count (the app closes it); this app's memory unless given, whatever REDIS_URL says. */
    limits?: LimitStore;
  } = {},
): Promise<TestApp> {
  const tenantsDir = options.tenantsDir ?? defaultTenants();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TENANTS_DIR: tenantsDir,
    DATA_DIR: dataDir,
    DEFAULT_TENANT: 'alpha',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // A cheap hash (about 1 ms): no test may wait on this machine's speed. password-hash.test.ts
    // and one sign-in test keep the production cost.
    PASSWORD_HASH_COST: '10',
    // Tests close expired attempts by hand (app.modules.testTaking), never on a timer.
    ATTEMPT_SWEEP_SECONDS: '0',
    ...options.env,
  });
  const clock = new FakeClock();
  const database = options.database ?? (await createTestDatabase(kind));
  const registry = await loadRegistry(config, database);
  const services = await createServices(config, undefined, { clock: clock.now, limits: options.limits ?? memoryLimitStore() });
  const app = await buildApp({ config, database, registry, services, logger: options.logger, web: options.web ?? { indexTemplate: async () => TEMPLATE } });
  return {
    app,
    database,
    registry,
    services,
    clock,
    idOf: (slug) => registry.bySlug(slug)!.id,
    close: async () => {
      await app.close();
      await services.close();
      if (!options.database) await database.close();
      clock.uninstall();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function defaultTenants(): string {
  const dir = tempTenantsDir();
  writeTenant(dir, 'alpha', { platformType: 'Paid' });
  writeTenant(dir, 'beta', { platformType: 'Free', files: { 'assets/only-beta.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' } });
  return dir;
}
