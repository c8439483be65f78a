import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

const PAGE = '<!doctype html><html lang="en-GB"><head><!--tenant-head--></head><body><div id="root"></div><!--first-screens--></body></html>';

/**
 * A stand-in for the web build's render (dist/web/server/render-first-screens.js): it makes the
 * app's plans call through the fetch the server gives it and draws what came back, so these
 * tests see the server's side of the exchange: which provider is asked, caching, failure.
 */
const RENDER = `
globalThis.firstScreenRenders = (globalThis.firstScreenRenders ?? 0);
export const firstScreenNames = ['landing'];
export async function renderFirstScreens({ manifest, fetch }, names) {
  globalThis.firstScreenRenders += 1;
  if (manifest.name.startsWith('Broken')) throw new Error('render failed');
  const answer = await fetch(new Request('http://first-screen.invalid/api/plans/get-plans?subdomain=' + manifest.subdomainId));
  const { subDomain } = await answer.json();
  return {
    screens: Object.fromEntries(names.map((name) => [name, '<main>' + manifest.name + ': ' + subDomain.plans.map((p) => p.name).join(', ') + '</main>'])),
    styles: '.a{}',
    state: { status: answer.status },
  };
}`;

function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'render-first-screens.js'), RENDER);
  return dir;
}

const renders = () => (globalThis as { firstScreenRenders?: number }).firstScreenRenders ?? 0;

describe("the page's first screens", () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = webBuild();
    t = await createTestApp('pglite', { web: { distDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const page = async (host: string) => {
    const response = await t.app.inject({ url: '/', headers: { host } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("are drawn from each provider's own calls, whatever host the page was asked on", async () => {
    const alpha = await page('alpha.localhost');
    expect(alpha).toContain('<template id="first-screen-landing"><main>Alpha Academy: alpha Monthly, alpha Yearly</main></template>');
    expect(alpha).not.toContain('beta Monthly');
    expect(alpha).toContain('<script id="first-screen-state" type="application/json">{"status":200}</script>');
    expect(alpha).toMatch(/<style data-first-screen nonce="[^"_]+">\.a\{\}<\/style><\/head>/);
    const beta = await page('beta.localhost');
    expect(beta).toContain('beta Monthly, beta Yearly');
    expect(beta).not.toContain('alpha Monthly');
  });

  it('are rendered once per loaded provider, not per request', async () => {
    await page('alpha.localhost');
    const before = renders();
    await page('alpha.localhost');
    await page('alpha.localhost');
    expect(renders()).toBe(before);
  });
});

describe('a first-screen render that fails', () => {
  it('leaves the page to the app: it is still served, without them', async () => {
    const distDir = webBuild();
    const t = await createTestApp('pglite', { web: { distDir } });
    try {
      // The fixture tenants are named by the test app; a provider whose render throws is simulated by its name.
      const tenant = t.registry.bySlug('beta')!;
      (tenant.manifest as { name: string }).name = 'Broken Beta';
      const response = await t.app.inject({ url: '/', headers: { host: 'beta.localhost' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div></body>');
      expect(response.body).not.toContain('first-screen');
    } finally {
      await t.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });
});
