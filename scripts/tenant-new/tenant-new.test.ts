import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../shared/theme/contrast.ts';
import { loadTenants } from '../../server/tenants/loader.ts';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { contrastFailures, derivePalette, NEAR_BLACK, textOn, WHITE } from './palette.ts';
import { lineAsker } from './prompts.ts';
import { runTenantNew } from './run.ts';

/** Runs tenant:new into a tenants folder; returns the exit code and what it printed. */
async function tenantNew(tenantsDir: string, argv: string[], ask?: ReturnType<typeof lineAsker>['ask']) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runTenantNew({ argv, env: { TENANTS_DIR: tenantsDir }, out: (l) => out.push(l), err: (l) => err.push(l), ask });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every entry of a folder, at any depth: what "writes nothing" compares. */
const listing = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort();

describe('npm run tenant:new', () => {
  it('writes a folder from flags that the loader accepts without a warning, with the given brand', async () => {
    const dir = tempTenantsDir();
    const { code, out } = await tenantNew(dir, [
      '--slug',
      'acme',
      '--name',
      'Acme Tutors',
      '--hosts',
      'acme.com,www.acme.com',
      '--platform',
      'Free',
      '--primary',
      '#0B6470',
      '--secondary',
      '#c2462c',
      '--yes',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('primary #0b6470 on-primary #ffffff 6.8:1 AA');
    const [tenant] = await loadTenants(dir);
    expect(tenant!.warnings).toEqual([]);
    expect(tenant!.manifest).toMatchObject({ name: 'Acme Tutors', hosts: ['acme.com', 'www.acme.com'], platformType: 'Free', brand: { logoShowsName: true } });
    expect(tenant!.theme.color.brand.primary).toBe('#0b6470');
    const questions = tenant!.bank.topics.flatMap((t) => t.subtopics.flatMap((s) => s.questions));
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['single', 'multiple', 'sub']));
    expect(questions.length).toBeGreaterThanOrEqual(10);
    const own = tenant!.bank.tests.filter((t) => t.kind === 'set');
    expect(own.map((t) => t.type).sort()).toEqual(['Exam', 'Quiz']);
    const [exam, quiz] = ['Exam', 'Quiz'].map((type) => new Set(own.find((t) => t.type === type)!.questionKeys));
    expect([...exam!].filter((key) => quiz!.has(key))).toEqual([]);
    expect(tenant!.pages.map((p) => p.url)).toEqual(['about', 'terms', 'privacy', 'refunds', 'contact']);
    expect(tenant!.help?.title).toBeTruthy();
    expect(tenant!.manifest.fonts.map((f) => f.weight)).toEqual([400, 600, 700]);
    expect(listing(dir).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('copies a given logo and asks for what the flags leave out', async () => {
    const dir = tempTenantsDir();
    const logo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'logo-')), 'brand.svg');
    fs.writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>');
    const input = new PassThrough();
    input.end(['Zebra Law', '', 'zebra.law', 'paid', 'Law', '#ffd400', '', 'system', '', '', ''].join('\n') + '\n');
    const asker = lineAsker(input, new PassThrough());
    const { code, out } = await tenantNew(dir, ['--logo', logo], asker.ask);
    asker.close();
    expect(code).toBe(0);
    expect(out).toContain('primary #ffd400 on-primary #14171a');
    const [tenant] = await loadTenants(dir);
    expect(tenant!.slug).toBe('zebra-law');
    expect(tenant!.manifest).toMatchObject({
      name: 'Zebra Law',
      domain: 'Law',
      brand: { logo: 'assets/logo.svg', logoShowsName: false },
      fonts: [],
      support: { email: 'support@zebra.law' },
    });
    expect(fs.readFileSync(path.join(dir, 'zebra-law/assets/logo.svg'), 'utf8')).toBe(fs.readFileSync(logo, 'utf8'));
  });

  it.each([
    [['--slug', 'acme', '--primary', '#12345', '--yes'], '--primary: "#12345" is not a hex colour'],
    [['--slug', 'taken', '--yes'], '--slug: "taken" is taken'],
    [['--slug', 'Bad Slug', '--yes'], '--slug: "Bad Slug" must be a lower-case slug'],
    [['--slug', 'acme', '--hosts', 'acme.com,https://acme.com', '--yes'], '--hosts: "https://acme.com" must be a lower-case host name'],
    [['--slug', 'acme', '--hosts', 'taken.example.com', '--yes'], '--hosts: "taken.example.com" is already served by tenant "taken"'],
    [['--name', 'Acme', '--platform', 'Gold', '--yes'], '--platform: "Gold" must be Free or Paid'],
    [['--yes'], '--name: is required'],
    [['--name', 'Acme\nTutors', '--yes'], '--name: must be one line of text'],
  ])('refuses %j naming the field, and writes nothing', async (argv, message) => {
    const dir = tempTenantsDir();
    writeTenant(dir, 'taken', { hosts: ['taken.example.com'] });
    const before = listing(dir);
    const { code, err } = await tenantNew(dir, argv);
    expect(code).toBe(2);
    expect(err).toContain('nothing written');
    expect(err).toContain(message);
    expect(listing(dir)).toEqual(before);
  });

  it('refuses a logo that validation would refuse, and leaves no half-written folder', async () => {
    const dir = tempTenantsDir();
    const logo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'logo-')), 'logo.svg');
    fs.writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const { code, err } = await tenantNew(dir, ['--slug', 'acme', '--logo', logo, '--yes']);
    expect(code).toBe(1);
    expect(err).toMatch(/acme\/assets\/logo\.svg: SVG contains a <script> element/);
    expect(listing(dir)).toEqual([]);
  });
});

describe('brand colours', () => {
  it('puts white on dark colours and near-black on light ones, whichever reaches AA', () => {
    expect(textOn('#0b6470')).toBe(WHITE);
    expect(textOn('#1d4ed8')).toBe(WHITE);
    expect(textOn('#ffd400')).toBe(NEAR_BLACK);
    expect(textOn('#e0643f')).toBe(NEAR_BLACK);
    expect(textOn('#ffffff')).toBe(NEAR_BLACK);
    // A mid grey where white fails and near-black falls short: pure black passes.
    expect(contrastRatio(textOn('#777777'), '#777777')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['#0b6470', '#ffd400', '#777777', '#e0643f', '#ffffff', '#000000', '#5a24b4', '#c6f24e', '#00ff00', '#ff00ff'])(
    'derives a theme from %s that passes every contrast rule of the server',
    (primary) => {
      expect(contrastFailures(derivePalette(primary, '#c6f24e'))).toEqual([]);
      expect(contrastFailures(derivePalette('#0b6470', primary))).toEqual([]);
    },
  );
});
