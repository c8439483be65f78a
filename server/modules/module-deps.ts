import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Services } from '../services.ts';
import type { TenantRegistry } from '../tenants/registry.ts';
import type { SessionsService } from './auth/sessions.ts';

/** What every module's handlers may use. */
export interface ModuleDeps {
  config: Config;
  database: DatabaseHandle;
  registry: TenantRegistry;
  services: Services;
  sessions: SessionsService;
}
