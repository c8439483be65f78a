import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../../tests/support/describe-with.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { BANK_FILE, tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { questions } from '../db/schema/bank.ts';
import { faqs, footerPages, websiteContent } from '../db/schema/content.ts';
import { plans } from '../db/schema/membership.ts';
import { tenants } from '../db/schema/tenancy.ts';
import { loadServedTenants, loadTenants } from './loader.ts';
import { syncTenants } from './sync.ts';

describeEachDatabase('syncTenants on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('writes every tenant and its content, and keeps ids stable across syncs', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha');
    writeTenant(root, 'beta', { platformType: 'Free' });
    const first = await syncTenants(database, await loadTenants(root, root));
    const pageIds = await database.db
      .select({ id: footerPages.id, url: footerPages.url })
      .from(footerPages)
      .where(eq(footerPages.tenantId, first.get('alpha')!));

    const second = await syncTenants(database, await loadTenants(root, root));
    expect(second).toEqual(first);
    const again = await database.db
      .select({ id: footerPages.id, url: footerPages.url })
      .from(footerPages)
      .where(eq(footerPages.tenantId, first.get('alpha')!));
    expect(again.sort((a, b) => a.url.localeCompare(b.url))).toEqual(pageIds.sort((a, b) => a.url.localeCompare(b.url)));

    const rows = await database.db.select().from(tenants).orderBy(asc(tenants.slug));
    expect(rows.map((r) => [r.slug, r.name, r.platformType])).toEqual([
      ['alpha', 'Alpha Academy', 'Paid'],
      ['beta', 'Beta Academy', 'Free'],
    ]);
    const [content] = await database.db
      .select()
      .from(websiteContent)
      .where(eq(websiteContent.tenantId, first.get('alpha')!));
    expect(content!.heroHeading).toBe('alpha hero heading');
    expect(content!.aboutHtml).not.toContain('<script');
    expect(content!.logo).toMatch(/^\/tenant-assets\/logo\.svg\?v=[0-9a-f]{10}#10x10$/);
    const alphaPlans = await database.db
      .select()
      .from(plans)
      .where(eq(plans.tenantId, first.get('alpha')!))
      .orderBy(asc(plans.position));
    expect(alphaPlans.map((p) => [p.key, p.priceMinor, p.validityDays, p.active])).toEqual([
      ['monthly', 1999, 30, true],
      ['yearly', 9900, 365, true],
    ]);
  });

  it('removes pages and FAQs that left the folder, and deactivates (never deletes) removed plans', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'gamma');
    const ids = await syncTenants(database, await loadTenants(root, root));
    fs.rmSync(path.join(root, 'gamma', 'content', 'pages', '02-terms.html'));
    writeTenant(root, 'gamma', {
      faqs: [{ question: 'Only one?', answer: 'Yes.' }],
      plans: [{ key: 'yearly', name: 'Yearly', price: 89, validity: '12 Months', validityDays: 365, access: 'All', features: ['a'] }],
      pages: { '01-about.html': '---\ntitle: About gamma\nurl: about\n---\n<p>Updated.</p>' },
    });
    await syncTenants(database, await loadTenants(root, root));
    const tenantId = ids.get('gamma')!;
    const pages = await database.db.select().from(footerPages).where(eq(footerPages.tenantId, tenantId));
    expect(pages.map((p) => [p.url, p.descriptionHtml])).toEqual([['about', '<p>Updated.</p>']]);
    const faqRows = await database.db.select().from(faqs).where(eq(faqs.tenantId, tenantId));
    expect(faqRows.map((f) => f.question)).toEqual(['Only one?']);
    const planRows = await database.db.select().from(plans).where(eq(plans.tenantId, tenantId)).orderBy(asc(plans.key));
    expect(planRows.map((p) => [p.key, p.active, p.priceMinor])).toEqual([
      ['monthly', false, 1999],
      ['yearly', true, 8900],
    ]);
  });

  it('updates every page, FAQ and plan of a list in place, and a url two pages share goes to the later page', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'eta');
    const ids = await syncTenants(database, await loadTenants(root, root));
    const tenantId = ids.get('eta')!;
    const idsOf = async () =>
      (await database.db.select({ id: footerPages.id }).from(footerPages).where(eq(footerPages.tenantId, tenantId))).map((r) => r.id).sort();
    const pageIds = await idsOf();
    writeTenant(root, 'eta', {
      faqs: [
        { question: 'First?', answer: 'One.' },
        { question: 'Second?', answer: 'Two.' },
      ],
      plans: [
        { key: 'monthly', name: 'Month', price: 25, validity: '1 Month', validityDays: 31, access: 'All', features: ['b'] },
        { key: 'yearly', name: 'Year', price: 120, validity: '12 Months', validityDays: 366, access: 'All', features: ['c'] },
      ],
      pages: {
        '01-about.html': '---\ntitle: About eta\nurl: about\n---\n<p>One.</p>',
        '02-terms.html': '---\ntitle: Terms of eta\nurl: terms\n---\n<p>Two.</p>',
        '03-about.html': '---\ntitle: About eta again\nurl: about\n---\n<p>Three.</p>',
      },
    });
    await syncTenants(database, await loadTenants(root, root));
    expect(await idsOf()).toEqual(pageIds);
    const pages = await database.db.select().from(footerPages).where(eq(footerPages.tenantId, tenantId)).orderBy(asc(footerPages.position));
    expect(pages.map((p) => [p.url, p.title, p.descriptionHtml, p.position])).toEqual([
      ['terms', 'Terms of eta', '<p>Two.</p>', 2],
      ['about', 'About eta again', '<p>Three.</p>', 3],
    ]);
    const faqRows = await database.db.select().from(faqs).where(eq(faqs.tenantId, tenantId)).orderBy(asc(faqs.position));
    expect(faqRows.map((f) => [f.question, f.answer])).toEqual([
      ['First?', 'One.'],
      ['Second?', 'Two.'],
    ]);
    const planRows = await database.db.select().from(plans).where(eq(plans.tenantId, tenantId)).orderBy(asc(plans.position));
    expect(planRows.map((p) => [p.key, p.name, p.priceMinor, p.validityDays, p.features, p.active])).toEqual([
      ['monthly', 'Month', 2500, 31, ['b'], true],
      ['yearly', 'Year', 12000, 366, ['c'], true],
    ]);
  });

  it('writes nothing at all when any tenant fails to sync', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'delta');
    writeTenant(root, 'epsilon');
    const loaded = await loadTenants(root, root);
    // A plan the database refuses (price must be positive), in the second tenant synced.
    loaded[1]!.plans[0]!.price = 0;
    await expect(syncTenants(database, loaded)).rejects.toThrow();
    const rows = await database.db.select({ slug: tenants.slug }).from(tenants);
    expect(rows.map((r) => r.slug)).not.toContain('delta');
    expect(rows.map((r) => r.slug)).not.toContain('epsilon');
  });
  it('skips a folder unchanged since its last sync, and syncs it again once it changes', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'zeta');
    const ids = await syncTenants(database, await loadTenants(root, root));
    const tenantId = ids.get('zeta')!;
    const heading = () => database.db.select({ heroHeading: websiteContent.heroHeading }).from(websiteContent).where(eq(websiteContent.tenantId, tenantId));
    // An edit no sync would make: it lasts exactly as long as the folder's rows are not written again.
    await database.db.update(websiteContent).set({ heroHeading: 'edited in the database' }).where(eq(websiteContent.tenantId, tenantId));

    expect(await syncTenants(database, await loadTenants(root, root))).toEqual(ids);
    expect(await heading()).toEqual([{ heroHeading: 'edited in the database' }]);

    writeTenant(root, 'zeta', { faqs: [{ question: 'Changed?', answer: 'Yes.' }] });
    expect(await syncTenants(database, await loadTenants(root, root))).toEqual(ids);
    expect(await heading()).toEqual([{ heroHeading: 'zeta hero heading' }]);
    const faqRows = await database.db.select({ question: faqs.question }).from(faqs).where(eq(faqs.tenantId, tenantId));
    expect(faqRows).toEqual([{ question: 'Changed?' }]);
  });

  it("stores each synced folder's content hash; syncs a new folder and a changed one beside unchanged ones, ids kept", async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'eta');
    writeTenant(root, 'theta');
    const first = await syncTenants(database, await loadTenants(root, root));
    const hashes = async () =>
      Object.fromEntries(
        (await database.db.select({ slug: tenants.slug, contentHash: tenants.contentHash }).from(tenants)).map((r) => [r.slug, r.contentHash]),
      );
    const loaded = await loadTenants(root, root);
    expect(await hashes()).toMatchObject({ eta: loaded[0]!.contentHash, theta: loaded[1]!.contentHash });
    await database.db
      .update(websiteContent)
      .set({ heroHeading: 'edited' })
      .where(eq(websiteContent.tenantId, first.get('eta')!));

    writeTenant(root, 'theta', { name: 'Theta Renamed' });
    writeTenant(root, 'iota');
    const reloaded = await loadTenants(root, root);
    const second = await syncTenants(database, reloaded);
    expect(second.get('eta')).toBe(first.get('eta'));
    expect(second.get('theta')).toBe(first.get('theta'));
    expect(second.get('iota')).toMatch(/^[0-9a-f-]{36}$/);
    expect(reloaded[0]!.contentHash).toBe(loaded[0]!.contentHash);
    expect(reloaded[1]!.contentHash).not.toBe(loaded[1]!.contentHash);
    expect(await hashes()).toMatchObject(Object.fromEntries(reloaded.map((t) => [t.slug, t.contentHash])));
    const names = await database.db.select({ slug: tenants.slug, name: tenants.name }).from(tenants).where(eq(tenants.slug, 'theta'));
    expect(names).toEqual([{ slug: 'theta', name: 'Theta Renamed' }]);
    const [eta] = await database.db
      .select({ heroHeading: websiteContent.heroHeading })
      .from(websiteContent)
      .where(eq(websiteContent.tenantId, first.get('eta')!));
    expect(eta!.heroHeading).toBe('edited');
  });

  it('syncs a folder loaded through the load cache in full when the database does not hold it yet', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'kappa');
    const cacheDir = path.join(tempTenantsDir(), 'cache');
    // Loaded once to fill the cache, then again from it: the second load parses nothing.
    await loadServedTenants(root, cacheDir, { cwd: root });
    const served = await loadServedTenants(root, cacheDir, { cwd: root });
    expect(served[0]).not.toHaveProperty('bank');
    const ids = await syncTenants(database, served);
    const keys = await database.db
      .select({ key: questions.key })
      .from(questions)
      .where(eq(questions.tenantId, ids.get('kappa')!))
      .orderBy(asc(questions.key));
    expect(keys.map((k) => k.key)).toEqual([...BANK_FILE.matchAll(/- key: (q-[a-z0-9-]+)/g)].map((m) => m[1]).sort());
    const [row] = await database.db.select({ contentHash: tenants.contentHash }).from(tenants).where(eq(tenants.slug, 'kappa'));
    expect(row!.contentHash).toBe(served[0]!.contentHash);
  });
});
