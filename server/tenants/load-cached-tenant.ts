import path from 'node:path';
import { mergeTokens, type TokenOverrides } from '../../shared/theme/token-tree.ts';
import { codeFingerprint, contentHash, themeFingerprint } from './content-hash.ts';
import { FolderFiles, listFolder } from './folder-files.ts';
import type { CacheEntry, LoadCache } from './load-cache.ts';
import type { LoadedTenant, ServedTenant } from './loaded-tenant.ts';
import { checkContrast } from './manifest-contrast.ts';
import { TenantLoadError, type TenantProblem } from './tenant-error.ts';
import { readTenantFolder } from './tenant-reader.ts';

/** What only the sync needs of a folder: kept in `<slug>.content.json`. */
type SyncedContent = Pick<LoadedTenant, 'plans' | 'faqs' | 'pages' | 'support'> & { bank: Omit<LoadedTenant['bank'], 'warnings'> };

/** A file changed this recently may change again within the same clock tick without its times showing it. */
const RACY_MS = 2000;

/**
 * Loads one tenant folder through the cache, doing the least the folder allows:
 * - its files' stats match the entry (and were settled when it was made): nothing is read;
 * - otherwise its files are read and hashed, and if the content hash matches (a `touch`, a fresh
 *   checkout, a copy), nothing is parsed;
 * - otherwise it is read in full, and the entry and its content are written for next time.
 * Returns what serving needs; `full()` gives the rest to the sync.
 */
export async function loadCachedTenant(
  { cache, now }: { cache: LoadCache; now: () => number },
  dir: string,
  slug: string,
  shown: string,
  problems: TenantProblem[],
): Promise<ServedTenant | undefined> {
  const stored = await cache.entry(slug);
  const entry = stored?.code === codeFingerprint() ? stored : undefined;
  const listedAt = now();
  // An untrusted entry's shape is not used either: a folder can be racy as a file can.
  const listing = await listFolder(dir, entry?.statTrusted ? entry.shape : undefined);
  if (entry?.statTrusted && entry.statSignature === listing.statSignature) return served(cache, dir, slug, shown, entry, problems);

  const files = await FolderFiles.read(listing);
  const stat = { statSignature: listing.statSignature, shape: listing.shape, statTrusted: listing.newestChangeMs < listedAt - RACY_MS };
  if (entry && entry.contentHash === contentHash(files)) {
    await cache.write(slug, { ...entry, ...stat });
    return served(cache, dir, slug, shown, entry, problems);
  }
  const tenant = readTenantFolder(files, slug, shown, problems);
  if (!tenant) return undefined;
  const { plans, faqs, pages, support, bank, manifest, theme, help, warnings, assets } = tenant;
  const fresh: CacheEntry = {
    contentHash: tenant.contentHash,
    code: codeFingerprint(),
    ...stat,
    serving: {
      manifest,
      theme,
      themeCode: themeFingerprint(),
      help,
      warnings,
      assets: [...assets].map(([file, { file: _absolute, ...asset }]) => [file, asset]),
    },
  };
  const { warnings: _warnings, ...bankContent } = bank;
  await cache.write(slug, fresh, { plans, faqs, pages, support, bank: bankContent } satisfies SyncedContent);
  return served(cache, dir, slug, shown, fresh, problems);
}

function served(cache: LoadCache, dir: string, slug: string, shown: string, entry: CacheEntry, problems: TenantProblem[]): ServedTenant | undefined {
  const { manifest, help, warnings } = entry.serving;
  let { theme } = entry.serving;
  if (entry.serving.themeCode !== themeFingerprint()) {
    // The base tokens changed since: the theme is merged again and its contrast checked again.
    theme = mergeTokens(manifest.theme as TokenOverrides);
    const failures = checkContrast(theme);
    for (const failure of failures) problems.push({ file: `${shown}/tenant.yaml`, ...failure });
    if (failures.length) return undefined;
  }
  const assets = new Map(entry.serving.assets.map(([file, asset]) => [file, { ...asset, file: path.join(dir, file) }]));
  const tenant: ServedTenant = {
    slug,
    dir,
    contentHash: entry.contentHash,
    manifest,
    theme,
    help,
    assets,
    warnings,
    full: async () => {
      const content = await cache.content<SyncedContent>(slug, entry.contentHash);
      if (content) return { ...tenant, ...content, bank: { ...content.bank, warnings } };
      return readAgain(tenant, shown);
    },
  };
  return tenant;
}

/** The cached content is gone: the folder is read again, and must still be the folder that was loaded. */
async function readAgain(tenant: ServedTenant, shown: string): Promise<LoadedTenant> {
  const problems: TenantProblem[] = [];
  const full = readTenantFolder(await FolderFiles.of(tenant.dir), tenant.slug, shown, problems);
  if (full?.contentHash === tenant.contentHash) return full;
  throw new TenantLoadError(problems.length ? problems : [{ file: shown, message: 'changed while it was being loaded: load it again' }]);
}
