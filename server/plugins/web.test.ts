import fs from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEMPLATE, type TestApp } from '../../tests/support/test-app.ts';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { precompress } from '../../scripts/precompress.ts';

/** What the manifest script tag holds, parsed as the browser would. */
function injectedManifest(html: string): Record<string, unknown> {
  const match = /<script id="tenant-manifest" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('index.html per tenant', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha', { manifest: { theme: { color: { brand: { primary: '#0b6470' } } } } });
    writeTenant(root, 'gamma', { manifest: { languages: ['en-GB', 'ar'] } });
    writeTenant(root, 'beta', {
      name: 'Beta </script><script>alert(1)</script> & Co',
      manifest: { theme: { color: { brand: { primary: '#5a24b4' } } } },
      files: { 'assets/only-beta.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    });
    t = await createTestApp('pglite', { tenantsDir: root });
  });
  afterAll(() => t.close());

  const get = (host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });

  it('inlines the title, theme colour, favicon, CSS variables and public manifest: the first paint is branded', async () => {
    const response = await get('alpha.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<title>Alpha Academy</title>');
    expect(html).toContain('<meta name="theme-color" content="#0b6470">');
    // The fixture's favicon is a 10 by 10 SVG: its address carries its size (tenant-assets.ts).
    expect(html).toMatch(/<link rel="icon" href="\/tenant-assets\/favicon\.svg\?v=[0-9a-f]{10}#10x10">/);
    expect(html).toMatch(/<style id="tenant-theme" nonce="[0-9a-f]{32}">[^<]*:root\{[^}]*--color-brand-primary:#0b6470;/);
    expect(html).toContain('<html lang="en-GB"');
    expect(injectedManifest(html)).toMatchObject({ slug: 'alpha', name: 'Alpha Academy', subdomainId: t.idOf('alpha') });
    expect(html).not.toContain('<!--tenant-head-->');
  });

  it('is in the language the visitor asks for among the provider’s, lang and dir set before the first paint', async () => {
    const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: 'gamma.localhost', ...headers } });
    expect((await page('/')).body).toContain('<html lang="en-GB" dir="ltr"');
    expect((await page('/', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' })).body).toContain('<html lang="ar" dir="rtl"');
    expect((await page('/', { cookie: 'lang=ar', 'accept-language': 'en' })).body).toContain('<html lang="ar" dir="rtl"');
    const linked = await page('/?lang=ar', { cookie: 'lang=en-GB' });
    expect(linked.body).toContain('<html lang="ar" dir="rtl"');
    expect(linked.headers['set-cookie']).toBe('lang=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(linked.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const unoffered = await page('/?lang=fr');
    expect(unoffered.body).toContain('<html lang="en-GB" dir="ltr"');
    expect(unoffered.headers['set-cookie']).toBeUndefined();
    // A provider that offers English only is English whatever is asked.
    expect((await get('alpha.localhost', '/?lang=ar')).body).toContain('<html lang="en-GB" dir="ltr"');
    expect(injectedManifest((await page('/')).body)).toMatchObject({ locale: 'en-GB', languages: ['en-GB', 'ar'] });
  });

  it('serves each host its own brand', async () => {
    const html = (await get('beta.localhost')).body;
    expect(html).toContain('--color-brand-primary:#5a24b4;');
    expect(html).not.toContain('Alpha Academy');
  });

  it('escapes provider text so it cannot close the script or inject markup', async () => {
    const html = (await get('beta.localhost')).body;
    expect(html).toContain('<title>Beta &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co</title>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(injectedManifest(html).name).toBe('Beta </script><script>alert(1)</script> & Co');
  });

  it('gives an unknown host a plain 404 that names no provider', async () => {
    const response = await get('nobody.localhost:3000');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('No provider is served at this address.');
    expect(response.body).not.toMatch(/alpha|beta/i);
  });

  it("serves a tenant's own files, cacheable for a year when the URL carries their hash", async () => {
    const html = (await get('alpha.localhost')).body;
    const favicon = /href="(\/tenant-assets\/favicon\.svg\?v=[0-9a-f]+)#10x10"/.exec(html)![1]!;
    const response = await get('alpha.localhost', favicon);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await get('alpha.localhost', '/tenant-assets/favicon.svg')).headers['cache-control']).toBe('public, max-age=300');
  });

  it("answers /favicon.ico with the tenant's own favicon", async () => {
    const response = await get('beta.localhost', '/favicon.ico');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/tenant-assets\/favicon\.svg\?v=[0-9a-f]{10}#10x10$/);
  });

  it("never serves another tenant's file, nor anything outside assets/", async () => {
    expect((await get('beta.localhost', '/tenant-assets/only-beta.svg')).statusCode).toBe(200);
    expect((await get('alpha.localhost', '/tenant-assets/only-beta.svg')).statusCode).toBe(404);
    expect((await get('alpha.localhost', '/tenant-assets/../tenant.yaml')).statusCode).toBe(404);
    expect((await get('alpha.localhost', '/tenant-assets/%2e%2e/tenant.yaml')).statusCode).toBe(404);
  });

  it('sends security headers, with a CSP that allows no inline or foreign script', async () => {
    const { headers } = await get('alpha.localhost');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    const api = await get('alpha.localhost', '/api/tenant/manifest');
    expect(api.headers['cache-control']).toBe('no-cache');
  });

  it('gives a JSON answer the headers an API answer needs, and none that only speak to pages', async () => {
    for (const response of [await get('alpha.localhost', '/api/tenant/manifest'), await get('alpha.localhost', '/api/no-such-call')]) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      for (const page of ['permissions-policy', 'cross-origin-opener-policy', 'x-xss-protection', 'referrer-policy', 'origin-agent-cluster'])
        expect(response.headers[page], page).toBeUndefined();
    }
  });

  it('gives the page fresh CSP nonces on every request, and its inline style the style nonce', async () => {
    const [first, second] = [await get('alpha.localhost'), await get('alpha.localhost')];
    const nonces = (csp: string) => ({
      script: /script-src 'self' 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1],
      style: /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1],
    });
    const one = nonces(String(first.headers['content-security-policy']));
    const two = nonces(String(second.headers['content-security-policy']));
    expect(one.script).toBeDefined();
    expect(one.style).toBeDefined();
    expect(two.style).not.toBe(one.style);
    expect(first.body).toContain(`<style id="tenant-theme" nonce="${one.style}">`);
    expect(first.body).not.toContain('__CSP_NONCE__');
    // Inline styles stay out unless they carry the nonce; style attributes (charts) are allowed.
    expect(first.headers['content-security-policy']).toContain("style-src-attr 'unsafe-inline'");
    expect(first.headers['content-security-policy']).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    // Images, fetches and sockets go to this host only.
    expect(first.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    expect(first.headers['content-security-policy']).toContain("connect-src 'self';");
  });

  it('sends a browser the page gzipped, compressed once but for each answer’s own nonces', async () => {
    const browser = { host: 'alpha.localhost', 'accept-encoding': 'gzip, deflate, br, zstd' };
    const [one, two] = [await t.app.inject({ method: 'GET', url: '/', headers: browser }), await t.app.inject({ method: 'GET', url: '/', headers: browser })];
    const plain = await get('alpha.localhost');
    const styleNonce = (response: typeof plain) => /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(String(response.headers['content-security-policy']))![1]!;
    const scriptNonce = (response: typeof plain) => /script-src 'self' 'nonce-([0-9a-f]{32})'/.exec(String(response.headers['content-security-policy']))![1]!;
    const generic = (html: string, response: typeof plain) => html.replaceAll(styleNonce(response), 'STYLE').replaceAll(scriptNonce(response), 'SCRIPT');
    for (const response of [one, two]) {
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toContain('Accept-Encoding');
      const html = gunzipSync(response.rawPayload).toString();
      expect(html).toContain(`<style id="tenant-theme" nonce="${styleNonce(response)}">`);
      expect(generic(html, response)).toBe(generic(plain.body, plain));
    }
    expect(styleNonce(two)).not.toBe(styleNonce(one));
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers unknown paths with 404: HTML for pages, JSON for the API', async () => {
    const page = await get('alpha.localhost', '/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await get('alpha.localhost', '/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No API operation at GET /api/no-such-call' });
  });

  it("answers a path the app does not serve (/pricing) with 404 and the provider's own branded page, where the app shows its not-found screen", async () => {
    for (const url of ['/pricing', '/pricing/', '/no/such/page?x=1', '/index.htm']) {
      const response = await get('alpha.localhost', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      expect(html).toContain('<title>Alpha Academy</title>');
      expect(html).toMatch(/<style id="tenant-theme" nonce="([0-9a-f]{32})">[^<]*--color-brand-primary:#0b6470;/);
      expect(injectedManifest(html)).toMatchObject({ slug: 'alpha', name: 'Alpha Academy' });
      // The page's nonces are the policy's, so its inline theme and script run.
      const nonce = /<style id="tenant-theme" nonce="([0-9a-f]{32})">/.exec(html)![1]!;
      expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    }
    // Each provider's own brand; a language asked for is kept.
    expect((await get('beta.localhost', '/pricing')).body).toContain('Beta');
    const arabic = await t.app.inject({ method: 'GET', url: '/pricing', headers: { host: 'gamma.localhost', 'accept-language': 'ar' } });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    // The app's own pages are still 200, and the API's unknown paths still JSON (404, or 405 with Allow).
    for (const url of ['/', '/index.html', '/staff']) expect((await get('alpha.localhost', url)).statusCode, url).toBe(200);
    const api = await get('alpha.localhost', '/api/pricing');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const wrongMethod = await get('alpha.localhost', '/api/user/login');
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    // A missing file under /tenant-assets/ is not a page either.
    expect((await get('alpha.localhost', '/tenant-assets/nothing.svg')).statusCode).toBe(404);
    expect((await get('alpha.localhost', '/tenant-assets/nothing.svg')).headers['content-type']).toContain('application/json');
  });
});

describe('when the web app has not been built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { web: { distDir: '/nonexistent' } });
  });
  afterAll(() => t.close());

  it('says how to build it instead of failing obscurely', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'alpha.localhost' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});

describe('the built assets', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1);\n//# sourceMappingURL=app-1a2b3c.js.map');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sources":["secret-source.ts"]}');

  it.each([
    [false, 404],
    [true, 200],
  ])('serve source maps only when allowed (never in production): sourceMaps %s gives %i', async (sourceMaps, status) => {
    const t = await createTestApp('pglite', { web: { distDir: dist, sourceMaps } });
    try {
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'alpha.localhost' } });
      expect((await get('/assets/app-1a2b3c.js')).statusCode).toBe(200);
      expect((await get('/assets/app-1a2b3c.js.map')).statusCode).toBe(status);
    } finally {
      await t.close();
    }
  });

  it('sends an asset the build compressed as its .br to a browser that takes brotli, and plain to one that does not', async () => {
    const code = `export const words = ${JSON.stringify('exam practice '.repeat(400))};\n`;
    fs.writeFileSync(path.join(dist, 'assets', 'words-9f8e7d.js'), code);
    expect(precompress(path.join(dist, 'assets'))).toBeGreaterThan(0);
    const t = await createTestApp('pglite', { web: { distDir: dist, sourceMaps: false } });
    try {
      const get = (encoding: string) =>
        t.app.inject({ method: 'GET', url: '/assets/words-9f8e7d.js', headers: { host: 'alpha.localhost', 'accept-encoding': encoding } });
      const brotli = await get('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(code);
      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(code);
    } finally {
      await t.close();
    }
  });
});
