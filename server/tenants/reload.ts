import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { loadTenants } from './loader.ts';
import type { TenantRegistry } from './registry.ts';
import { tenantIdsBySlug } from './tenant-ids.ts';
import { TenantLoadError } from './tenant-error.ts';

interface ReloadDeps {
  tenantsDir: string;
  database: DatabaseHandle;
  registry: TenantRegistry;
  log: FastifyBaseLogger;
}

export interface TenantReloader {
  /**
   * Reads the tenant folders again and serves them. One reload runs at a time: asked during one,
   * exactly one more follows it (a burst of notices costs two reloads, not one each). Resolves
   * once the folders as they were when asked are served, or were refused; never rejects.
   */
  request(): Promise<void>;
}

/**
 * Live reload of a running process after `npm run tenants:sync`: the sync has written the folders
 * into the database, so this process reads the same folders from disk, looks up their ids, and
 * swaps them into the registry it serves from. A folder that no longer loads, or one not synced
 * yet, keeps the last good tenants serving and says why in the log.
 */
export function tenantReloader({ tenantsDir, database, registry, log }: ReloadDeps): TenantReloader {
  let running: Promise<void> | undefined;
  let again = false;

  async function reloadOnce(): Promise<void> {
    try {
      const loaded = await loadTenants(tenantsDir);
      const ids = await tenantIdsBySlug(database.db, loaded.map((t) => t.slug));
      const unsynced = loaded.filter((t) => !ids.has(t.slug)).map((t) => t.slug);
      if (unsynced.length > 0) throw new Error(`not in the database yet (run npm run tenants:sync): ${unsynced.join(', ')}`);
      registry.replace(loaded.map((tenant) => ({ ...tenant, id: ids.get(tenant.slug)! })));
      for (const tenant of loaded) for (const warning of tenant.bank.warnings) log.warn({ tenant: tenant.slug, ...warning }, warning.message);
      log.info({ tenants: loaded.length }, 'tenants reloaded');
    } catch (error) {
      const detail = error instanceof TenantLoadError ? { problems: error.problems } : { err: error };
      log.error({ ...detail, reason: (error as Error).message }, 'tenant reload failed: still serving the last good tenants');
    }
  }

  return {
    request() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await reloadOnce();
        } while (again);
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
