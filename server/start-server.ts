import cluster from 'node:cluster';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { createLogger } from './logging.ts';
import { createServices, type Services } from './services.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseUnavailableError, type DatabaseHandle } from './db/client.ts';
import { EmbeddedDatabaseBusyError } from './db/embedded-lock.ts';
import { FileStoreUnavailableError } from './storage/file-store.ts';
import type { WebOptions } from './plugins/web.ts';
import { startDatabase } from './start-database.ts';
import { stopOnSignals } from './graceful-stop.ts';
import { syncRegistry } from './tenants/boot.ts';
import { loadServedTenants } from './tenants/loader.ts';
import { assertDefaultTenant, type TenantRegistry } from './tenants/registry.ts';
import { tenantReloader, type TenantReloader } from './tenants/reload.ts';
import { listenForTenantSyncs } from './tenants/sync-notices.ts';
import { TenantLoadError } from './tenants/tenant-error.ts';
import { watchTenants } from './tenants/watch.ts';

interface StartOptions {
  /** How the web app is served; production serves the built dist/web. */
  web?: (app: FastifyInstance, config: Config) => Promise<WebOptions>;
}

/** Reads the environment, prepares storage and tenants, and serves until told to stop. */
export async function startServer(options: StartOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env);
  // Tenant folders are checked before any storage is touched: a typo fails fast and creates nothing
  // but the load cache of the folders that are valid.
  const loaded = await loadFolders(config);
  assertDefaultTenant(
    config.defaultTenant,
    loaded.map((t) => t.slug),
  );
  const database = await startDatabase(config);
  const logger = createLogger(config);
  for (const tenant of loaded) for (const warning of tenant.warnings) logger.warn({ tenant: tenant.slug, ...warning }, warning.message);
  if (config.env === 'production' && /^(on|true|1)$/.test(process.env.PSEUDO_LANGUAGE ?? ''))
    logger.warn('PSEUDO_LANGUAGE is for development: ignored in production, providers offer only their own languages');
  let app: FastifyInstance;
  let services: Services;
  try {
    services = await createServices(config, logger);
    const registry = await syncRegistry(config, database, loaded);
    app = await buildApp({ config, database, registry, services, logger }, options.web && ((instance) => options.web!(instance, config)));
    const reloader = reloaderFor(config, database, registry, logger);
    const notices = await followTenantSyncs(config, database, reloader, logger);
    const watcher = config.watchTenants ? watchTenants({ tenantsDir: config.tenantsDir, reloader, log: logger }) : undefined;
    app.addHook('onClose', async () => {
      watcher?.close();
      await notices?.close();
      await services.close();
      await database.close();
    });
    await listen(app, config);
    printAddresses(
      config,
      registry.all().map((t) => t.slug),
      registry.defaultSlug,
    );
  } catch (error) {
    await database.close();
    throw error;
  }

  stopOnSignals(app, services.lifecycle, config.shutdown);
  return app;
}

/**
 * On PostgreSQL, `npm run tenants:sync` on a running deployment reaches this process: it listens
 * for the sync's notice and reloads the tenant folders into the registry it serves from. (An
 * embedded database is this process's alone, so nothing else can sync it while it runs.)
 */
async function followTenantSyncs(config: Config, database: DatabaseHandle, reloader: TenantReloader, log: FastifyBaseLogger) {
  if (database.kind !== 'postgres' || !config.databaseUrl) return undefined;
  return listenForTenantSyncs({ database, onNotice: () => void reloader.request(), log });
}

/**
 * The process's one reloader, for the sync notices and the watcher. Watching (development), it
 * syncs what it reads, as a start does, through the same load cache.
 */
function reloaderFor(config: Config, database: DatabaseHandle, registry: TenantRegistry, log: FastifyBaseLogger): TenantReloader {
  if (!config.watchTenants) return tenantReloader({ tenantsDir: config.tenantsDir, database, registry, log });
  return tenantReloader({ tenantsDir: config.tenantsDir, database, registry, log, sync: true, load: () => loadFolders(config) });
}

/** The tenant folders, through the load cache in DATA_DIR (unchanged folders are not read again). */
function loadFolders(config: Config) {
  return loadServedTenants(config.tenantsDir, path.join(config.dataDir, 'tenant-cache'));
}

async function listen(app: FastifyInstance, config: Config): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Machines without IPv6 cannot bind '::'; fall back to every IPv4 address.
    if (config.host === '::' && (error as NodeJS.ErrnoException).code === 'EAFNOSUPPORT') {
      await app.listen({ port: config.port, host: '0.0.0.0' });
    } else {
      throw error;
    }
  }
}

function printAddresses(config: Config, slugs: string[], defaultSlug: string | undefined): void {
  // Under start:cluster every worker serves the same addresses: the first one says so.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const port = config.port === 80 ? '' : `:${config.port}`;
  const lines = [
    '',
    `Exam practice platform is running (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}` +
      `${config.s3 ? `; uploads in the bucket ${config.s3.bucket}` : ''}).`,
    `  http://localhost${port}  ->  ${defaultSlug} (DEFAULT_TENANT)`,
    ...slugs.map((slug) => `  http://${slug}.localhost${port}`),
    ...(config.pseudoLanguage ? ['', 'PSEUDO_LANGUAGE: every provider also offers en-XA (add ?lang=en-XA, or choose it in the language switch).'] : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

const KNOWN = [ConfigError, DatabaseUnavailableError, EmbeddedDatabaseBusyError, FileStoreUnavailableError, TenantLoadError];

/** Prints why the server could not start, in one clear paragraph, and exits. */
export function exitWithStartError(error: unknown): never {
  if (KNOWN.some((type) => error instanceof type)) {
    process.stderr.write(`\nCannot start: ${(error as Error).message}\n\n`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    process.stderr.write(`\nCannot start: port ${process.env.PORT ?? 3000} is already in use. Set PORT to another port.\n\n`);
  } else {
    process.stderr.write(`\nCannot start: ${(error as Error).stack ?? String(error)}\n\n`);
  }
  process.exit(1);
}
