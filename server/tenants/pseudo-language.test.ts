import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { offeredLanguages } from './manifest-schema.ts';
import { TenantRegistry } from './registry.ts';

/** What the manifest script tag holds, parsed as the browser would. */
function injectedManifest(html: string): { locale: string; languages: string[] } {
  const match = /<script id="tenant-manifest" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!) as { locale: string; languages: string[] };
}

/**
 * PSEUDO_LANGUAGE=on (development and tests only): every provider also offers en-XA, so an
 * engineer sees any of them in the pseudo-language without editing its folder.
 */
describe('the pseudo-language switch (PSEUDO_LANGUAGE)', () => {
  const root = tempTenantsDir();
  writeTenant(root, 'alpha');
  writeTenant(root, 'gamma', { manifest: { languages: ['en-GB', 'ar'] } });
  const apps: Record<'on' | 'off' | 'production', TestApp | undefined> = { on: undefined, off: undefined, production: undefined };
  beforeAll(async () => {
    apps.on = await createTestApp('pglite', { tenantsDir: root, env: { PSEUDO_LANGUAGE: 'on' } });
    apps.off = await createTestApp('pglite', { tenantsDir: root });
    // Production refuses a cheap password hash; nothing here hashes one.
    apps.production = await createTestApp('pglite', { tenantsDir: root, env: { NODE_ENV: 'production', PASSWORD_HASH_COST: '15', PSEUDO_LANGUAGE: 'on' } });
  }, 120_000);
  afterAll(async () => {
    for (const app of Object.values(apps)) await app?.close();
  });

  const page = (app: 'on' | 'off' | 'production', host: string, url: string, headers: Record<string, string> = {}) =>
    apps[app]!.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('on: ?lang=en-XA is honoured for every provider, a one-language one too, and the device keeps it', async () => {
    for (const host of ['alpha.localhost', 'gamma.localhost']) {
      const response = await page('on', host, '/?lang=en-XA');
      expect(response.body).toContain('<html lang="en-XA" dir="ltr"');
      expect(response.headers['set-cookie']).toBe('lang=en-XA; Path=/; Max-Age=31536000; SameSite=Lax');
      expect((await page('on', host, '/', { cookie: 'lang=en-XA' })).body).toContain('<html lang="en-XA" dir="ltr"');
    }
    // The default and the other languages are as the folder says.
    expect((await page('on', 'gamma.localhost', '/')).body).toContain('<html lang="en-GB" dir="ltr"');
    expect((await page('on', 'gamma.localhost', '/?lang=ar')).body).toContain('<html lang="ar" dir="rtl"');
  });

  it('on: the language switch offers it after the folder’s own languages, and the server answers in it', async () => {
    expect(injectedManifest((await page('on', 'alpha.localhost', '/')).body)).toMatchObject({ locale: 'en-GB', languages: ['en-GB', 'en-XA'] });
    expect(injectedManifest((await page('on', 'gamma.localhost', '/')).body)).toMatchObject({ locale: 'en-GB', languages: ['en-GB', 'ar', 'en-XA'] });
    const missing = await page('on', 'alpha.localhost', '/tenant-assets/missing.svg', { 'accept-language': 'en-XA' });
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as { message: string }).message).toMatch(/^\[Ñö šûçĥ ƒîļé/);
  });

  it('on: a reload keeps it (the registry adds it to what it is given)', () => {
    const tenants = apps.off!.registry.all();
    const registry = new TenantRegistry(tenants, 'alpha', { pseudoLanguage: true });
    registry.replace(tenants);
    expect(registry.all().map((t) => offeredLanguages(t.manifest))).toEqual(tenants.map((t) => [...offeredLanguages(t.manifest), 'en-XA']));
    // The tenants given are left as they are.
    expect(offeredLanguages(tenants[0]!.manifest)).not.toContain('en-XA');
  });

  it('off, and in production whatever it says: ?lang=en-XA is passed over and nobody offers it', async () => {
    for (const app of ['off', 'production'] as const) {
      for (const host of ['alpha.localhost', 'gamma.localhost']) {
        const response = await page(app, host, '/?lang=en-XA');
        expect(response.body).toContain('<html lang="en-GB" dir="ltr"');
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(injectedManifest(response.body).languages).not.toContain('en-XA');
      }
      const missing = await page(app, 'gamma.localhost', '/tenant-assets/missing.svg', { 'accept-language': 'en-XA' });
      expect((missing.json() as { message: string }).message).toBe('No such file');
    }
  });
});
