import { loadOrProblems } from '../../tests/support/load-or-problems.ts';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureManifest, tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { loadTenants } from './loader.ts';

/** Loads a folder and returns the problem lines, or [] when it loads. */
const problemsOf = async (root: string): Promise<string[]> => (await loadOrProblems(root)).problems;

describe('loadTenants', () => {
  it('loads a valid folder with its manifest, merged theme, plans, FAQs, pages and hashed assets', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha');
    const [alpha] = await loadTenants(root, root);
    expect(alpha!.slug).toBe('alpha');
    expect(alpha!.manifest.name).toBe('Alpha Academy');
    expect(alpha!.manifest.features.recharge).toBe(true);
    expect(alpha!.theme.color.brand.primary).toBe('#0b6470');
    expect(alpha!.plans.map((p) => p.key)).toEqual(['monthly', 'yearly']);
    expect(alpha!.faqs).toHaveLength(2);
    expect(alpha!.pages.map((p) => [p.position, p.url, p.title])).toEqual([
      [1, 'about', 'About alpha'],
      [2, 'terms', 'Terms'],
    ]);
    expect(alpha!.assets.get('assets/logo.svg')?.hash).toMatch(/^[0-9a-f]{10}$/);
  });

  it('sanitises provider HTML: no scripts, handlers or javascript: links survive', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha');
    const [alpha] = await loadTenants(root, root);
    expect(alpha!.manifest.landing.about.html).toBe('<p>About alpha</p><img src="x" />');
    expect(alpha!.pages[1]!.html).not.toMatch(/javascript:|<script|onerror/i);
  });

  it('names the file, line, path and reason of each manifest problem', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha', {
      manifest: { platformType: 'Premium', theme: { color: { brand: { primary: 'teal', shiny: '#fff' } } }, support: undefined },
    });
    const problems = await problemsOf(root);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^alpha\/tenant\.yaml:\d+: platformType: Invalid option: expected one of "Free"\|"Paid"$/),
        expect.stringMatching(/^alpha\/tenant\.yaml:\d+: theme\.color\.brand\.primary: must be a hex colour such as #1d4ed8 or #fff$/),
        expect.stringMatching(/^alpha\/tenant\.yaml:\d+: theme\.color\.brand: unknown key "shiny"$/),
        expect.stringMatching(/^alpha\/tenant\.yaml(:\d+)?: support: is required$/),
      ]),
    );
  });

  it('takes how the leaderboard names learners from the folder (short by default) and names a wrong choice', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha');
    writeTenant(root, 'beta', { manifest: { leaderboard: { names: 'initials' } } });
    expect((await loadTenants(root, root)).map((t) => [t.slug, t.manifest.leaderboard.names])).toEqual([
      ['alpha', 'short'],
      ['beta', 'initials'],
    ]);
    writeTenant(root, 'beta', { manifest: { leaderboard: { names: 'surnames', hidden: true } } });
    expect(await problemsOf(root)).toEqual([
      expect.stringMatching(/^beta\/tenant\.yaml:\d+: leaderboard\.names: must be short \(Ada L\.\), full \(Ada Lovelace\) or initials \(A\. L\.\)$/),
      expect.stringMatching(/^beta\/tenant\.yaml:\d+: leaderboard: unknown key "hidden"$/),
    ]);
  });

  it('points at the right line', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha');
    const file = path.join(root, 'alpha', 'tenant.yaml');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const line = lines.findIndex((l) => l.startsWith('platformType:')) + 1;
    fs.writeFileSync(file, lines.map((l) => (l.startsWith('platformType:') ? 'platformType: Gold' : l)).join('\n'));
    expect(await problemsOf(root)).toContainEqual(expect.stringContaining(`alpha/tenant.yaml:${line}: platformType:`));
  });

  it('rejects text colours below WCAG AA contrast, giving the ratio and the background', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha', { manifest: { theme: { color: { text: { muted: '#aaaaaa' } } } } });
    expect(await problemsOf(root)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          String.raw`^alpha\/tenant\.yaml: theme\.color\.text\.muted: contrast of #aaaaaa on theme\.color\.bg\.page \(#ffffff\) is 2\.32:1, ` +
            String.raw`below the WCAG AA minimum of 4\.5:1$`,
        ),
      ),
    );
  });

  it('rejects percentage bands and chart series below 3:1 against the surface (WCAG 1.4.11)', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha', { manifest: { theme: { color: { band: { upTo65: '#86efac' }, chart: { series3: '#ffe99f' } } } } });
    const problems = await problemsOf(root);
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          String.raw`^alpha\/tenant\.yaml: theme\.color\.band\.upTo65: contrast of #86efac on theme\.color\.bg\.surface \(#ffffff\) is 1\.\d\d:1, ` +
            String.raw`below the WCAG AA minimum of 3:1$`,
        ),
      ),
    );
    expect(problems).toContainEqual(expect.stringContaining('theme.color.chart.series3: contrast of #ffe99f'));
  });

  it('reports YAML syntax errors with their line', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha');
    fs.writeFileSync(path.join(root, 'alpha', 'tenant.yaml'), 'name: Alpha\nhosts: [a, b\n');
    expect((await problemsOf(root))[0]).toMatch(/^alpha\/tenant\.yaml:\d+: YAML syntax error: /);
  });

  it('reports missing assets, unsafe SVGs and bad content files', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha', {
      manifest: { ...fixtureManifest('alpha'), brand: { logo: 'assets/missing.svg', favicon: 'assets/favicon.svg' } },
      files: { 'assets/hero.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
      plans: [{ key: 'x', name: 'X', price: 10.005, validity: '1 Month', validityDays: 30, access: 'All', features: ['a'] }],
      pages: { 'about.html': '---\ntitle: About\nurl: about\n---\n<p>x</p>', '02-terms.html': '---\ntitle: Terms\nurl: legal\n---\n<p>x</p>' },
    });
    const problems = await problemsOf(root);
    expect(problems).toEqual(
      expect.arrayContaining([
        'alpha/tenant.yaml: brand.logo: file assets/missing.svg does not exist in alpha',
        'alpha/assets/hero.svg: SVG contains a <script> element; tenant SVGs must be static images',
        expect.stringMatching(/^alpha\/content\/plans\.yaml:\d+: \[0\]\.price: must have at most 2 decimals for GBP$/),
        'alpha/content/pages/about.html: file name must look like 01-about.html (order, dash, url, .html)',
        'alpha/content/pages/02-terms.html: url: must equal the file name\'s url part "terms"',
      ]),
    );
  });

  it('collects the problems of every tenant, and refuses a host served twice', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha', { hosts: ['shared.example.com'] });
    writeTenant(root, 'beta', { hosts: ['shared.example.com', 'beta.localhost'] });
    writeTenant(root, 'gamma', { manifest: { name: '' } });
    expect(await problemsOf(root)).toEqual(
      expect.arrayContaining([
        'beta/tenant.yaml: hosts[0]: "shared.example.com" is already served by tenant "alpha"',
        'beta/tenant.yaml: hosts[1]: "beta.localhost" is reserved: <slug>.localhost is added automatically',
        expect.stringMatching(/^gamma\/tenant\.yaml:\d+: name: /),
      ]),
    );
  });

  it('refuses folder names that are not slugs and folders without a manifest', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'Bad_Name');
    fs.mkdirSync(path.join(root, 'empty'));
    expect(await problemsOf(root)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Bad_Name: folder name must be a lower-case slug/),
        'empty/tenant.yaml: is missing: every tenant folder needs a manifest',
      ]),
    );
  });

  it('accepts the demo tenants shipped in tenants/', async () => {
    const tenants = await loadTenants(path.resolve('tenants'));
    expect(tenants.map((t) => t.slug)).toEqual(['ledgerline', 'sqe-commons', 'wardround']);
    for (const tenant of tenants) {
      expect(tenant.plans.length).toBeGreaterThanOrEqual(3);
      expect(tenant.faqs.length).toBeGreaterThanOrEqual(5);
      expect(tenant.pages.length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(tenants.map((t) => t.manifest.platformType))).toEqual(new Set(['Free', 'Paid']));
  });
});
