import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import type { CacheEntry } from './load-cache.ts';
import { loadServedTenants, loadTenants, type ServedTenant } from './loader.ts';
import { TenantLoadError } from './tenant-error.ts';

/** A tenants folder with one provider, and a load cache of its own. */
function setup() {
  const root = tempTenantsDir();
  writeTenant(root, 'alpha');
  const cacheDir = path.join(tempTenantsDir(), 'tenant-cache');
  const indexFile = path.join(cacheDir, 'index.json');
  return {
    root,
    cacheDir,
    /** Loads through the cache; `settled`: as if every file had been left alone for an hour. */
    load: async (settled = false) => (await loadServedTenants(root, cacheDir, { cwd: root, now: () => Date.now() + (settled ? 3_600_000 : 0) }))[0]!,
    /** Edits the cache entry behind the loader's back: what it then serves shows what it read. */
    tamper: (edit: (entry: CacheEntry) => void) => {
      const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as Record<string, CacheEntry>;
      edit(index.alpha!);
      fs.writeFileSync(indexFile, JSON.stringify(index));
    },
    /** The folders the index holds an entry for. */
    indexed: () => Object.keys(JSON.parse(fs.readFileSync(indexFile, 'utf8')) as object),
    file: (relative: string) => path.join(root, 'alpha', relative),
  };
}

/** What serving uses of a tenant, to compare loads. */
const servedParts = ({ slug, dir, contentHash, manifest, theme, help, assets, warnings }: ServedTenant) => ({
  slug,
  dir,
  contentHash,
  manifest,
  theme,
  help,
  assets,
  warnings,
});

describe('loading tenant folders through the load cache', () => {
  it('serves and syncs the same as a full load, whether the cache is cold or warm', async () => {
    const { root, load } = setup();
    const [reference] = await loadTenants(root, root);
    const { plans, faqs, pages, support, bank } = reference!;
    for (const tenant of [await load(), await load()]) {
      expect(servedParts(tenant)).toEqual(servedParts(reference!));
      expect(tenant).not.toHaveProperty('bank');
      expect(await tenant.full()).toMatchObject({ plans, faqs, pages, support, bank, contentHash: reference!.contentHash });
    }
  });

  it('neither reads nor parses a folder whose files are as they were (stats match, settled)', async () => {
    const { load, tamper } = setup();
    await load(true);
    tamper((entry) => {
      entry.contentHash = 'from-the-entry';
    });
    // Had the files been read, the hash would not match the entry and the folder would be parsed.
    expect((await load(true)).contentHash).toBe('from-the-entry');
  });

  it('sees a file added to or removed from a folder whose other files did not change', async () => {
    const { load, file } = setup();
    await load(true);
    fs.writeFileSync(file('content/pages/03-privacy.html'), '---\ntitle: Privacy\nurl: privacy\n---\n<p>Private.</p>');
    expect((await (await load(true)).full()).pages.map((p) => p.url)).toEqual(['about', 'terms', 'privacy']);
    fs.rmSync(file('content/pages/01-about.html'));
    expect((await (await load(true)).full()).pages.map((p) => p.url)).toEqual(['terms', 'privacy']);
  });

  it('keeps the merged theme while the base tokens are the same, and merges again once they change', async () => {
    const { load, tamper } = setup();
    const { theme } = await load(true);
    tamper((entry) => {
      entry.serving.theme = { ...entry.serving.theme, kept: 'from the entry' } as typeof theme;
    });
    expect((await load(true)).theme).toHaveProperty('kept', 'from the entry');
    tamper((entry) => {
      entry.serving.themeCode = 'older tokens';
    });
    expect((await load(true)).theme).toEqual(theme);
  });

  it('reads and hashes, but does not parse, a folder whose files were touched but not changed', async () => {
    const { load, tamper, file } = setup();
    const before = await load(true);
    tamper((entry) => {
      entry.serving.manifest.name = 'From the entry';
    });
    fs.writeFileSync(file('tenant.yaml'), fs.readFileSync(file('tenant.yaml')));
    const after = await load(true);
    expect(after.contentHash).toBe(before.contentHash);
    expect(after.manifest.name).toBe('From the entry');
  });

  it('does not trust the stats of files changed just before they were read', async () => {
    const { load, tamper } = setup();
    // Files written a moment ago could change again within the same clock tick unnoticed.
    await load();
    tamper((entry) => {
      entry.contentHash = 'from-the-entry';
    });
    expect((await load()).contentHash).not.toBe('from-the-entry');
  });

  it('parses a changed folder again, and a folder whose entry other code made', async () => {
    const { root, load, tamper } = setup();
    const before = await load(true);
    writeTenant(root, 'alpha', { name: 'Alpha Renamed', faqs: [{ question: 'New?', answer: 'Yes.' }] });
    const changed = await load(true);
    expect(changed.contentHash).not.toBe(before.contentHash);
    expect(changed.manifest.name).toBe('Alpha Renamed');
    expect((await changed.full()).faqs).toEqual([{ question: 'New?', answer: 'Yes.' }]);

    tamper((entry) => {
      entry.serving.manifest.name = 'From the entry';
      entry.code = 'older code';
    });
    expect((await load(true)).manifest.name).toBe('Alpha Renamed');
  });

  it('reads the folder again when the cached content is gone, and refuses one that changed since it was loaded', async () => {
    const { root, cacheDir, load } = setup();
    const tenant = await load();
    fs.rmSync(path.join(cacheDir, 'alpha.content.json'));
    expect((await tenant.full()).faqs).toHaveLength(2);
    writeTenant(root, 'alpha', { faqs: [{ question: 'Changed meanwhile?', answer: 'Yes.' }] });
    await expect(tenant.full()).rejects.toThrow(TenantLoadError);
  });

  it('reports a broken folder as a full load does, and keeps nothing of it but the entries of the others', async () => {
    const { root, cacheDir, file, indexed } = setup();
    writeTenant(root, 'beta');
    fs.writeFileSync(file('content/faqs.yaml'), '- question: [unclosed\n');
    await expect(loadServedTenants(root, cacheDir, { cwd: root })).rejects.toThrow(/alpha\/content\/faqs\.yaml:\d+: YAML syntax error/);
    expect(indexed()).toEqual(['beta']);
    expect(fs.existsSync(path.join(cacheDir, 'alpha.content.json'))).toBe(false);
    await expect(loadTenants(root, root)).rejects.toThrow(/alpha\/content\/faqs\.yaml:\d+: YAML syntax error/);
  });
  it('keeps one entry per folder in one index, and drops the entry of a folder that is gone', async () => {
    const { root, load, indexed } = setup();
    writeTenant(root, 'beta');
    await load(true);
    expect(indexed()).toEqual(['alpha', 'beta']);
    fs.rmSync(path.join(root, 'beta'), { recursive: true });
    await load(true);
    expect(indexed()).toEqual(['alpha']);
  });

  it('loads without a cache it cannot write, reading the folder again for the sync', async () => {
    const { root } = setup();
    const blocked = path.join(tempTenantsDir(), 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const [tenant] = await loadServedTenants(root, blocked, { cwd: root });
    expect(tenant!.manifest.name).toBe('Alpha Academy');
    expect((await tenant!.full()).faqs).toHaveLength(2);
  });
});
