import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Config } from './config.ts';
import { createLogger, requestLogger } from './logging.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { TenantRegistry } from './tenants/registry.ts';
import { listOperations, readOpenApi, type OperationSpec } from './http/openapi-document.ts';
import { rawJsonBodyPlugin } from './http/raw-json-body.ts';
import { allowedMethods, pathParameters } from './http/contract-paths.ts';
import { registerOperations } from './http/register-operations.ts';
import { createModules, type Modules } from './modules/all-modules.ts';
import { devMailPlugin } from './plugins/dev-mail.ts';
import { mediaPlugin } from './plugins/media.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import type { Services } from './services.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { drainingPlugin } from './plugins/draining.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { frameworkErrors, MAX_PATH_PARAMETER } from './plugins/framework-errors.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { languageOf, tenantPlugin } from './plugins/tenant.ts';
import { unroutedApiPlugin } from './plugins/unrouted-api.ts';
import { webPlugin, type WebOptions } from './plugins/web.ts';
import { languageVary } from './i18n/vary-by-language.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules behind the routes, for tools and tests that act as the server does (e.g. start a session). */
    modules: Modules;
  }
}

interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  registry: TenantRegistry;
  services: Services;
  web?: WebOptions;
  /** Shared with the services; made from LOG_LEVEL when absent. */
  logger?: FastifyBaseLogger;
}

/** Profile pictures and ticket images: one file, at most 5 MB. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

let operations: OperationSpec[] | undefined;
/** The contract's operations, read once per process. */
export function contractOperations(): OperationSpec[] {
  operations ??= listOperations(readOpenApi());
  return operations;
}

/** Runs `sweep` every `seconds` while the app is up (every process may: each attempt closes once). */
function scheduleSweeps(app: FastifyInstance, seconds: number, sweep: () => Promise<number>): void {
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweep().then(
        (closed) => closed > 0 && app.log.info({ closed }, 'closed attempts whose time ran out'),
        (error: unknown) => app.log.error({ err: error }, 'closing expired attempts failed'),
      );
    }, seconds * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** TRUST_PROXY=<n>: trust the n proxies nearest to us. */
const hops = (n: number) => (_address: string, hop: number) => hop < n;

/**
 * Builds the whole server without listening; tests drive it with app.inject().
 * `web` may supply the web options once the instance exists (development attaches Vite to it).
 */
export async function buildApp(deps: AppDeps, web?: (app: FastifyInstance) => Promise<WebOptions>): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(config),
    childLoggerFactory: requestLogger,
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request without Host is refused by the tenant plugin, with the headers every answer carries.
    http: { requireHostHeader: false },
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER },
    // The router refuses some addresses before any hook: their answer looks the provider up itself.
    frameworkErrors: frameworkErrors(pathParameters(contractOperations()), (request) => languageOf(request, deps.registry.resolveHost(request.host))),
  });
  // Infrastructure first, then the tenant every request belongs to, then the routes.
  await app.register(securityHeadersPlugin);
  await app.register(drainingPlugin, { lifecycle: deps.services.lifecycle });
  await app.register(compressionPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(tenantPlugin, { registry: deps.registry });
  await app.register(unroutedApiPlugin, { methodsOf: allowedMethods(contractOperations()) });
  await app.register(rawJsonBodyPlugin);
  const { services } = deps;
  const modules = createModules(deps);
  app.decorate('modules', modules);
  registerOperations(app, contractOperations(), modules.handlers, {
    authenticate: modules.auth.authenticate,
    cacheScope: (request) => request.tenant,
    // Provider content is kept per language too (each field falls back to the default language's).
    cacheVariant: (request) => ({ key: request.language, vary: languageVary(request.tenant) }),
    files: (scope) =>
      scope.register(fastifyMultipart, {
        attachFieldsToBody: 'keyValues',
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
      }),
  });
  scheduleSweeps(app, config.attemptSweepSeconds, () => modules.testTaking.closeExpiredAttempts());
  for (const module of modules.list) if (module.pages) await app.register(module.pages);
  for (const module of modules.list) await module.start?.();
  app.addHook('onClose', async () => {
    for (const module of modules.list) await module.close?.();
  });
  await app.register(mediaPlugin, { files: services.files });
  await app.register(realtimePlugin, {
    hub: services.realtime,
    registry: deps.registry,
    auth: modules.auth,
    tickets: modules.tickets,
    limits: services.limits,
    trustProxy: config.trustProxy !== false,
  });
  if (config.env !== 'production' && services.outbox) await app.register(devMailPlugin, { outbox: services.outbox });
  await app.register(webPlugin, web ? await web(app) : (deps.web ?? { distDir: config.webDistDir, sourceMaps: config.env !== 'production' }));
  return app;
}
