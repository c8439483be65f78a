import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../logging.ts';
import { learner } from '../../tests/support/learners.ts';
import { createTestApp, TEMPLATE, type TestApp } from '../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../tests/support/describe-with.ts';
import { BANK_FILE, TESTS_FILE, tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { loadTenants } from './loader.ts';
import { tenantReloader } from './reload.ts';
import { syncTenants } from './sync.ts';

const ALPHA = 'alpha.localhost:3000';
const BETA = 'beta.localhost:3000';

/**
 * Live reload of a running server after `npm run tenants:sync`: the folders are synced into the
 * database, the process reloads them into the registry it already serves from, and every page
 * and cached answer shows the new brand at once. A broken folder keeps the last good one serving.
 */
describeEachDatabase('tenant reload on a running server (%s)', (kind) => {
  let t: TestApp;
  let root: string;
  let dist: string;
  const logged: Array<Record<string, unknown>> = [];
  let reloader: ReturnType<typeof tenantReloader>;

  beforeAll(async () => {
    root = tempTenantsDir();
    writeTenant(root, 'alpha', { platformType: 'Paid' });
    writeTenant(root, 'beta', { platformType: 'Free' });
    // A built web app, so index.html is rendered once per loaded tenant and kept (as in production).
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'reload-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    t = await createTestApp(kind, { tenantsDir: root, web: { distDir: dist } });
    const log = createLogger({ logLevel: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
    reloader = tenantReloader({ tenantsDir: root, database: t.database, registry: t.registry, log });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  /** What `npm run tenants:sync` does to the database (the process hears of it by a notice). */
  const sync = async () => syncTenants(t.database, await loadTenants(root));
  const messages = () => logged.map((line) => line.msg);

  it('serves the new name and colour on the next page, manifest and cached answer, without a restart', async () => {
    const before = await get(ALPHA, '/api/tenant/manifest');
    const page = await get(ALPHA, '/');
    expect(page.body).toContain('<title>Alpha Academy</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const faqs = await get(ALPHA, `/api/faq/get-faqs?subdomain=${t.idOf('alpha')}`);
    const betaServed = t.registry.bySlug('beta');

    writeTenant(root, 'alpha', {
      platformType: 'Paid',
      name: 'Alpha Rebranded',
      manifest: { theme: { color: { brand: { primary: '#7a1f5c' } } } },
      faqs: [{ question: 'Is this new?', answer: 'Yes.' }],
    });
    await sync();
    await reloader.request();

    const after = await get(ALPHA, '/api/tenant/manifest', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ slug: 'alpha', name: 'Alpha Rebranded', subdomainId: t.idOf('alpha') });
    const html = (await get(ALPHA, '/')).body;
    expect(html).toContain('<title>Alpha Rebranded</title>');
    expect(html).toContain('--color-brand-primary:#7a1f5c;');
    const newFaqs = await get(ALPHA, `/api/faq/get-faqs?subdomain=${t.idOf('alpha')}`, { 'if-none-match': String(faqs.headers.etag) });
    expect(newFaqs.statusCode).toBe(200);
    expect(JSON.stringify(newFaqs.json())).toContain('Is this new?');
    expect((await get(BETA, '/')).body).toContain('<title>Beta Academy</title>');
    // An unchanged folder keeps the tenant it was served as, and with it what is cached for it.
    expect(t.registry.bySlug('beta')).toBe(betaServed);
    expect(messages()).toContain('tenants reloaded');
  });

  it("lists a renamed test by its new name in the Tests list and on the dashboard (a loaded tenant's list is kept until its folder changes)", async () => {
    const me = await learner(t, 'beta');
    const headers = { authorization: `Bearer ${me.token}` };
    const names = async () => {
      const { tests } = (await get(BETA, `/api/test/get-tests?subdomain_reference=${t.idOf('beta')}`, headers)).json();
      const { data } = (await get(BETA, `/api/user/get-user-dashboard-data?subdomain=${t.idOf('beta')}`, headers)).json();
      return [tests.map((x: { test_name: string }) => x.test_name).sort(), data.tests.map((x: { test_name: string }) => x.test_name).sort()];
    };
    const before = await names();
    expect(before[0]).toContain('Quick Quiz');
    expect(await names()).toEqual(before);

    writeTenant(root, 'beta', { platformType: 'Free', files: { 'content/tests.yaml': TESTS_FILE.replace('name: Quick Quiz', 'name: Quick Quiz Renamed') } });
    await sync();
    await reloader.request();
    const [listed, dashboard] = await names();
    expect(listed).toContain('Quick Quiz Renamed');
    expect(listed).not.toContain('Quick Quiz');
    expect(dashboard).toContain('Quick Quiz Renamed');
  });

  it('scores and shows an edited question as synced, not as this process first read it', async () => {
    const me = await learner(t, 'beta');
    const headers = { authorization: `Bearer ${me.token}` };
    const { tests } = (await get(BETA, `/api/test/get-tests?subdomain_reference=${t.idOf('beta')}`, headers)).json();
    const exam = tests.find((x: { test_name: string }) => x.test_name === 'Cardiology Mock Exam')._id as string;
    const firstQuestion = async () => (await get(BETA, `/api/test/get-test/${exam}`, headers)).json().test.questions_reference[0].question as string;
    expect(await firstQuestion()).toContain('First-line rate control in atrial fibrillation?');

    writeTenant(root, 'beta', {
      platformType: 'Free',
      files: { 'content/bank/01-cardiology.yaml': BANK_FILE.replace('First-line rate control', 'Preferred first-line rate control') },
    });
    await sync();
    await reloader.request();
    expect(await firstQuestion()).toContain('Preferred first-line rate control in atrial fibrillation?');
  });

  it('keeps the last good tenants serving when a folder breaks, and logs the file and the reason', async () => {
    const manifest = path.join(root, 'alpha', 'tenant.yaml');
    const good = fs.readFileSync(manifest, 'utf8');
    fs.writeFileSync(manifest, good.replace('platformType: Paid', 'platformType: Sometimes'));
    try {
      await reloader.request();
      expect((await get(ALPHA, '/api/tenant/manifest')).json().name).toBe('Alpha Rebranded');
      const failure = logged.findLast((line) => line.msg === 'tenant reload failed: still serving the last good tenants');
      expect(failure?.level).toBe(50);
      expect(String(failure?.reason)).toMatch(/alpha\/tenant\.yaml.*platformType/);
    } finally {
      fs.writeFileSync(manifest, good);
    }
  });

  it('does not serve a new folder until it is synced (it has no database id yet)', async () => {
    writeTenant(root, 'gamma', { platformType: 'Free' });
    try {
      await reloader.request();
      expect((await get('gamma.localhost', '/api/tenant/manifest')).statusCode).toBe(404);
      expect(String(logged.at(-1)?.reason)).toBe('not in the database yet (run npm run tenants:sync): gamma');
      await sync();
      await reloader.request();
      expect((await get('gamma.localhost', '/api/tenant/manifest')).json().slug).toBe('gamma');
    } finally {
      fs.rmSync(path.join(root, 'gamma'), { recursive: true, force: true });
    }
  });

  it('coalesces a burst of notices: one reload at a time, and one more for all that came during it', async () => {
    const reloadsBefore = messages().filter((m) => m === 'tenants reloaded').length;
    await Promise.all(Array.from({ length: 5 }, () => reloader.request()));
    expect(messages().filter((m) => m === 'tenants reloaded').length - reloadsBefore).toBe(2);
    // gamma's folder is gone: the reload dropped it.
    expect((await get('gamma.localhost', '/api/tenant/manifest')).statusCode).toBe(404);
  });
});
