import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Handlers } from '../http/operation-types.ts';
import type { Services } from '../services.ts';
import type { TenantRegistry } from '../tenants/registry.ts';

/** The product's areas: one folder under server/modules and one under openapi/ each. */
type Area = 'system' | 'tenancy' | 'content' | 'membership' | 'auth' | 'account' | 'test-taking' | 'practice' | 'insights' | 'catalog' | 'tickets';

/** The infrastructure every module may use. Other modules come as their `api`, never their files. */
export interface ModuleDeps {
  config: Config;
  database: DatabaseHandle;
  registry: TenantRegistry;
  services: Services;
}

/**
 * What a module's index.ts returns: its operations' handlers (see routes.ts) and the `api` it
 * offers other modules (void when it offers none).
 */
export interface Module<Api = void> {
  area: Area;
  handlers: Handlers;
  api: Api;
  /**
   * Pages a module serves outside the contract, as a Fastify plugin (the payment sandbox's
   * checkout page). Rare: almost everything is an operation of the contract.
   */
  pages?: (app: FastifyInstance) => Promise<void>;
  /** Starts what the module runs beside its handlers (auth listens for sessions ended); the app awaits it once built. */
  start?(): Promise<void>;
  /** Stops what `start` started, when the app closes. */
  close?(): Promise<void>;
}
