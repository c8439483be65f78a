import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import fastifyMultipart from '@fastify/multipart';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { TenantRegistry } from './tenants/registry.ts';
import { listOperations, readOpenApi, type OperationSpec } from './http/openapi-document.ts';
import { registerOperations } from './http/register-operations.ts';
import { allHandlers } from './modules/handlers.ts';
import { sessionsService } from './modules/auth/sessions.ts';
import { createAuthenticator } from './plugins/authenticate.ts';
import { devMailPlugin } from './plugins/dev-mail.ts';
import { mediaPlugin } from './plugins/media.ts';
import type { Services } from './services.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { tenantPlugin } from './plugins/tenant.ts';
import { webPlugin, type WebOptions } from './plugins/web.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  registry: TenantRegistry;
  services: Services;
  web?: WebOptions;
  /** Shared with the services; made from LOG_LEVEL when absent. */
  logger?: FastifyBaseLogger;
}

/** The process's logger: JSON lines at LOG_LEVEL (silent when 'silent'). */
export function createLogger(config: Config): FastifyBaseLogger {
  return pino({ level: config.logLevel });
}

/** Profile pictures and ticket images: one file, at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

let operations: OperationSpec[] | undefined;
/** The contract's operations, read once per process. */
export function contractOperations(): OperationSpec[] {
  operations ??= listOperations(readOpenApi());
  return operations;
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
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  // Infrastructure first, then the tenant every request belongs to, then the routes.
  await app.register(securityHeadersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(tenantPlugin, { registry: deps.registry });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  });
  const { services } = deps;
  const sessions = sessionsService(deps.database.db, services.keys.accessToken, services.clock);
  registerOperations(app, contractOperations(), allHandlers({ ...deps, sessions }), {
    authenticate: createAuthenticator(services.keys.accessToken, sessions, services.clock),
  });
  await app.register(mediaPlugin, { files: services.files });
  if (config.env !== 'production' && services.outbox) await app.register(devMailPlugin, { outbox: services.outbox });
  await app.register(webPlugin, web ? await web(app) : (deps.web ?? { distDir: config.webDistDir }));
  return app;
}
