import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { loadTenants, type ServedTenant } from './loader.ts';
import type { Tenant, TenantRegistry } from './registry.ts';
import { syncTenants } from './sync.ts';
import { tenantIdsBySlug } from './tenant-ids.ts';
import { TenantLoadError } from './tenant-error.ts';

interface ReloadDeps {
  tenantsDir: string;
  database: DatabaseHandle;
  registry: TenantRegistry;
  log: FastifyBaseLogger;
  /**
   * Write the folders into the database first (the development watcher: this process holds the
   * database, nothing else syncs it). Without it the folders must have been synced already
   * (`npm run tenants:sync` on PostgreSQL), and one that was not is refused.
   */
  sync?: boolean;
  /** How the folders are read; the default reads each in full (loader.ts loadTenants). */
  load?: () => Promise<ServedTenant[]>;
}

/** How one reload went: the slugs now served from new folder contents, or why nothing changed. */
export type ReloadOutcome = { ok: true; changed: string[]; removed: string[] } | { ok: false; error: unknown };

export interface TenantReloader {
  /**
   * Reads the tenant folders again and serves them. One reload runs at a time: asked during one,
   * exactly one more follows it (a burst of notices costs two reloads, not one each). Resolves
   * once the folders as they were when asked are served, or were refused, with how the last
   * reload went; never rejects.
   */
  request(): Promise<ReloadOutcome>;
}

/**
 * Live reload of a running process after `npm run tenants:sync` (or, in development, after an
 * edit the watcher saw): this process reads the folders from disk, syncs them or looks up their
 * ids, and swaps them into the registry it serves from. A tenant whose folder did not change keeps
 * the object it was served as, so what is cached per tenant (answers, pages, first screens) stays;
 * a changed one is a new object, whose caches start empty. A folder that no longer loads, or one
 * not synced yet, keeps the last good tenants serving and says why in the log.
 */
export function tenantReloader({ tenantsDir, database, registry, log, sync = false, load = () => loadTenants(tenantsDir) }: ReloadDeps): TenantReloader {
  let running: Promise<ReloadOutcome> | undefined;
  let again = false;

  async function reloadOnce(): Promise<ReloadOutcome> {
    try {
      const loaded = await load();
      const ids = sync
        ? await syncTenants(database, loaded)
        : await tenantIdsBySlug(
            database.db,
            loaded.map((t) => t.slug),
          );
      const unsynced = loaded.filter((t) => !ids.has(t.slug)).map((t) => t.slug);
      if (unsynced.length > 0) throw new Error(`not in the database yet (run npm run tenants:sync): ${unsynced.join(', ')}`);
      const changed: string[] = [];
      const next = loaded.map((tenant): Tenant => {
        const id = ids.get(tenant.slug)!;
        const served = registry.bySlug(tenant.slug);
        if (served && served.id === id && served.contentHash === tenant.contentHash) return served;
        changed.push(tenant.slug);
        return { ...tenant, id };
      });
      const removed = registry
        .all()
        .filter((t) => !ids.has(t.slug))
        .map((t) => t.slug);
      registry.replace(next);
      // The unchanged were warned about when they were loaded.
      const fresh = new Set(changed);
      for (const tenant of next.filter((t) => fresh.has(t.slug))) {
        for (const warning of tenant.warnings) log.warn({ tenant: tenant.slug, ...warning }, warning.message);
      }
      log.info({ tenants: loaded.length, changed, removed }, 'tenants reloaded');
      return { ok: true, changed, removed };
    } catch (error) {
      const detail = error instanceof TenantLoadError ? { problems: error.problems } : { err: error };
      log.error({ ...detail, reason: (error as Error).message }, 'tenant reload failed: still serving the last good tenants');
      return { ok: false, error };
    }
  }

  return {
    request() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let outcome: ReloadOutcome;
        do {
          again = false;
          outcome = await reloadOnce();
        } while (again);
        return outcome;
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
