import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mapLimit } from '../lib/map-limit.ts';
import { FolderFiles } from './folder-files.ts';
import { LoadCache } from './load-cache.ts';
import type { LoadedTenant, ServedTenant } from './loaded-tenant.ts';
import { loadCachedTenant } from './load-cached-tenant.ts';
import { TenantLoadError, type TenantProblem } from './tenant-error.ts';
import { readTenantFolder } from './tenant-reader.ts';

// A tenant's shapes live in loaded-tenant.ts, so the readers this loader calls (tenant-reader.ts,
// load-cached-tenant.ts) can name them without importing the loader back; still named from here.
export type { LoadedTenant, ServedTenant };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
/** Folder names that can never be tenants, because they would shadow hosts we rely on. */
const RESERVED_SLUGS = new Set(['www', 'api', 'admin', 'static', 'assets', 'localhost']);
export const SLUG_RULE = 'must be a lower-case slug (letters, digits, dashes; not www, api, admin, static, assets or localhost)';

/** Whether a folder name can be a tenant's slug (and so its <slug>.localhost host). */
export function isTenantSlug(name: string): boolean {
  return SLUG.test(name) && !RESERVED_SLUGS.has(name);
}

/** Tenant folders read at once: their files are read concurrently, their parsing takes turns. */
const FOLDERS_AT_ONCE = 8;

/**
 * Loads every tenants/<slug>/ folder in full. Collects every problem of every folder before
 * failing, so one run shows a provider everything to fix.
 */
export async function loadTenants(tenantsDir: string, cwd = process.cwd()): Promise<LoadedTenant[]> {
  return loadEach(tenantsDir, cwd, async (dir, slug, shown, problems) => readTenantFolder(await FolderFiles.of(dir), slug, shown, problems));
}

/**
 * Loads every tenant folder as the server needs it, keeping each loaded folder in `cacheDir`
 * (load-cache.ts): a folder unchanged since it was last loaded is neither read nor parsed again,
 * which is what lets 1,000 providers start in seconds. Problems are reported as loadTenants does.
 */
export async function loadServedTenants(tenantsDir: string, cacheDir: string, options: { cwd?: string; now?: () => number } = {}): Promise<ServedTenant[]> {
  const cache = new LoadCache(cacheDir);
  const now = options.now ?? Date.now;
  try {
    return await loadEach(tenantsDir, options.cwd ?? process.cwd(), (dir, slug, shown, problems) =>
      loadCachedTenant({ cache, now }, dir, slug, shown, problems),
    );
  } finally {
    // Also when a folder is broken: the others' entries spare the next start reading them.
    await cache.flush();
  }
}

type LoadOne<T> = (dir: string, slug: string, shown: string, problems: TenantProblem[]) => Promise<T | undefined>;

async function loadEach<T extends ServedTenant>(tenantsDir: string, cwd: string, loadOne: LoadOne<T>): Promise<T[]> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(tenantsDir, { withFileTypes: true });
  } catch {
    throw new TenantLoadError([{ file: display(tenantsDir, cwd), message: 'tenants folder not found' }]);
  }
  const folders = entries.filter((e) => e.isDirectory() && !/^[._]/.test(e.name)).sort(byName);
  const results = await mapLimit(folders, FOLDERS_AT_ONCE, async (entry) => {
    const dir = path.join(tenantsDir, entry.name);
    const problems: TenantProblem[] = [];
    if (!isTenantSlug(entry.name)) {
      problems.push({ file: display(dir, cwd), message: `folder name ${SLUG_RULE}` });
      return { problems, tenant: undefined };
    }
    return { problems, tenant: await loadOne(dir, entry.name, display(dir, cwd), problems) };
  });
  const problems = results.flatMap((r) => r.problems);
  const tenants = results.flatMap((r) => (r.tenant ? [r.tenant] : []));
  checkHostsAreUnique(tenants, cwd, problems);
  if (problems.length > 0) throw new TenantLoadError(problems);
  if (tenants.length === 0) {
    throw new TenantLoadError([{ file: display(tenantsDir, cwd), message: 'no tenant folders found (each needs a tenant.yaml)' }]);
  }
  return tenants;
}

function checkHostsAreUnique(tenants: ServedTenant[], cwd: string, problems: TenantProblem[]): void {
  const owners = new Map<string, string>();
  for (const tenant of tenants) {
    tenant.manifest.hosts.forEach((host, i) => {
      const file = `${display(tenant.dir, cwd)}/tenant.yaml`;
      if (host === 'localhost' || host.endsWith('.localhost')) {
        problems.push({ file, path: `hosts[${i}]`, message: `"${host}" is reserved: <slug>.localhost is added automatically` });
      } else if (owners.has(host)) {
        problems.push({ file, path: `hosts[${i}]`, message: `"${host}" is already served by tenant "${owners.get(host)}"` });
      } else {
        owners.set(host, tenant.slug);
      }
    });
  }
}

/** A path as a person reads it: relative to `cwd` when inside it, else absolute. */
export function display(file: string, cwd = process.cwd()): string {
  const relative = path.relative(cwd, file);
  return relative && !relative.startsWith('..') ? relative.split(path.sep).join('/') : file;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
