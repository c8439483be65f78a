import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { loadTenants, type ServedTenant } from './loader.ts';
import { TenantRegistry } from './registry.ts';
import { syncTenants } from './sync.ts';

/** Syncs loaded tenant folders into the database and returns the registry to serve. */
export async function syncRegistry(
  config: Pick<Config, 'defaultTenant' | 'pseudoLanguage'>,
  database: DatabaseHandle,
  loaded: ServedTenant[],
): Promise<TenantRegistry> {
  const ids = await syncTenants(database, loaded);
  return new TenantRegistry(
    loaded.map((tenant) => ({ ...tenant, id: ids.get(tenant.slug)! })),
    config.defaultTenant,
    { pseudoLanguage: config.pseudoLanguage },
  );
}

/** Loads every tenant folder, syncs it into the database and returns the registry to serve. */
export async function loadRegistry(config: Pick<Config, 'tenantsDir' | 'defaultTenant' | 'pseudoLanguage'>, database: DatabaseHandle): Promise<TenantRegistry> {
  return syncRegistry(config, database, await loadTenants(config.tenantsDir));
}
