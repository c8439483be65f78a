import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import type { ZodType } from 'zod';
import path from 'node:path';
import { mergeTokens, type TokenOverrides, type TokenValues } from '../../shared/theme/token-tree.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import { checkContrast } from './manifest-contrast.ts';
import { faqsFileSchema, manifestSchema, plansFileSchema, supportFileSchema, type FaqInput, type Manifest, type PlanInput, type SupportInput } from './manifest-schema.ts';
import { parseYamlWith } from './read-yaml.ts';
import { readFooterPages, type FooterPageInput } from './footer-pages-reader.ts';
import { readHelpPage, type HelpPageInput } from './help-page-reader.ts';
import { readBank, type Bank } from './bank-reader.ts';
import { scanAssets, type TenantAsset } from './tenant-assets.ts';
import { TenantLoadError, type TenantProblem } from './tenant-error.ts';

/** Everything one tenant folder declares, validated; ready to sync and to serve. */
export interface LoadedTenant {
  slug: string;
  dir: string;
  manifest: Manifest;
  /** The base tokens with the manifest's theme merged over them. */
  theme: TokenValues;
  plans: PlanInput[];
  faqs: FaqInput[];
  pages: FooterPageInput[];
  /** content/help.html: the provider's help page, if it has one. */
  help: HelpPageInput | undefined;
  /** Ticket topics and the staff who answer tickets (content/support.yaml). */
  support: SupportInput;
  /** Topics, subtopics, questions and tests (content/bank, content/tests.yaml). */
  bank: Bank;
  assets: ReadonlyMap<string, TenantAsset>;
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
/** Folder names that can never be tenants, because they would shadow hosts we rely on. */
const RESERVED_SLUGS = new Set(['www', 'api', 'admin', 'static', 'assets', 'localhost']);

/**
 * Loads every tenants/<slug>/ folder. Collects every problem of every folder before failing,
 * so one run shows a provider everything to fix.
 */
export async function loadTenants(tenantsDir: string, cwd = process.cwd()): Promise<LoadedTenant[]> {
  const problems: TenantProblem[] = [];
  let entries: Dirent[];
  try {
    entries = await fs.readdir(tenantsDir, { withFileTypes: true });
  } catch {
    throw new TenantLoadError([{ file: display(tenantsDir, cwd), message: 'tenants folder not found' }]);
  }
  const tenants: LoadedTenant[] = [];
  for (const entry of entries.filter((e) => e.isDirectory() && !/^[._]/.test(e.name)).sort(byName)) {
    const tenant = await loadTenant(path.join(tenantsDir, entry.name), cwd, problems);
    if (tenant) tenants.push(tenant);
  }
  checkHostsAreUnique(tenants, cwd, problems);
  if (problems.length > 0) throw new TenantLoadError(problems);
  if (tenants.length === 0) {
    throw new TenantLoadError([{ file: display(tenantsDir, cwd), message: 'no tenant folders found (each needs a tenant.yaml)' }]);
  }
  return tenants;
}

async function loadTenant(dir: string, cwd: string, problems: TenantProblem[]): Promise<LoadedTenant | undefined> {
  const slug = path.basename(dir);
  const shown = display(dir, cwd);
  const before = problems.length;
  if (!SLUG.test(slug) || RESERVED_SLUGS.has(slug)) {
    problems.push({ file: shown, message: 'folder name must be a lower-case slug (letters, digits, dashes; not www, api, admin, static, assets or localhost)' });
    return undefined;
  }
  const manifestFile = path.join(dir, 'tenant.yaml');
  const source = await readOptional(manifestFile);
  if (source === undefined) {
    problems.push({ file: `${shown}/tenant.yaml`, message: 'is missing: every tenant folder needs a manifest' });
    return undefined;
  }
  const parsed = parseYamlWith(source, `${shown}/tenant.yaml`, manifestSchema, problems);
  const plans = await readList(dir, shown, 'plans.yaml', plansFileSchema, problems);
  const faqs = await readList(dir, shown, 'faqs.yaml', faqsFileSchema, problems);
  const pages = await readFooterPages(dir, shown, problems);
  const help = await readHelpPage(dir, shown, problems);
  const support = await readSupport(dir, shown, problems);
  const assets = await scanAssets(dir, shown, problems);
  const bank = await readBank(dir, shown, (file) => assets.has(file), problems);
  if (!parsed.ok) return undefined;

  const manifest = { ...parsed.value, landing: { ...parsed.value.landing, about: { ...parsed.value.landing.about, html: sanitizeHtml(parsed.value.landing.about.html) } } };
  const theme = mergeTokens(manifest.theme as TokenOverrides);
  for (const failure of checkContrast(theme)) problems.push({ file: `${shown}/tenant.yaml`, ...failure });
  for (const [where, file] of referencedAssets(manifest)) {
    if (!assets.has(file)) problems.push({ file: `${shown}/tenant.yaml`, path: where, message: `file ${file} does not exist in ${shown}` });
  }
  checkUniqueKeys(plans, shown, problems);
  if (problems.length > before) return undefined;
  return { slug, dir, manifest, theme, plans, faqs, pages, help, support, bank, assets };
}

function referencedAssets(m: Manifest): Array<[string, string]> {
  const refs: Array<[string, string | undefined]> = [
    ['brand.logo', m.brand.logo],
    ['brand.favicon', m.brand.favicon],
    ['landing.hero.bannerImage', m.landing.hero.bannerImage],
    ['landing.about.image', m.landing.about.image],
    ['landing.insight.image', m.landing.insight.image],
    ...m.fonts.map((f, i): [string, string] => [`fonts[${i}].file`, f.file]),
  ];
  return refs.filter((r): r is [string, string] => r[1] !== undefined);
}

async function readList<T>(
  dir: string,
  shown: string,
  name: string,
  schema: ZodType<T[]>,
  problems: TenantProblem[],
): Promise<T[]> {
  const source = await readOptional(path.join(dir, 'content', name));
  if (source === undefined) return [];
  const parsed = parseYamlWith(source, `${shown}/content/${name}`, schema, problems);
  return parsed.ok ? parsed.value : [];
}

/** A provider without content/support.yaml gets general topics and no staff yet. */
const DEFAULT_SUPPORT: SupportInput = {
  topics: [
    { key: 'general', name: 'General question' },
    { key: 'question-bank', name: 'Question bank' },
    { key: 'technical', name: 'Technical problem' },
    { key: 'billing', name: 'Membership and billing' },
  ],
  staff: [],
};

async function readSupport(dir: string, shown: string, problems: TenantProblem[]): Promise<SupportInput> {
  const file = `${shown}/content/support.yaml`;
  const source = await readOptional(path.join(dir, 'content', 'support.yaml'));
  if (source === undefined) return DEFAULT_SUPPORT;
  const parsed = parseYamlWith(source, file, supportFileSchema, problems);
  if (!parsed.ok) return DEFAULT_SUPPORT;
  const duplicate = (values: string[], what: string, at: (i: number) => string) =>
    values.forEach((value, i) => {
      if (values.indexOf(value) !== i) problems.push({ file, path: at(i), message: `duplicate ${what} "${value}"` });
    });
  duplicate(parsed.value.topics.map((t) => t.key), 'topic key', (i) => `topics[${i}].key`);
  duplicate(parsed.value.staff.map((m) => m.email.toLowerCase()), 'staff email', (i) => `staff[${i}].email`);
  return parsed.value;
}

function checkUniqueKeys(plans: PlanInput[], shown: string, problems: TenantProblem[]): void {
  const seen = new Set<string>();
  plans.forEach((plan, i) => {
    if (seen.has(plan.key)) problems.push({ file: `${shown}/content/plans.yaml`, path: `[${i}].key`, message: `duplicate plan key "${plan.key}"` });
    seen.add(plan.key);
  });
}

function checkHostsAreUnique(tenants: LoadedTenant[], cwd: string, problems: TenantProblem[]): void {
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

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function display(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  return relative && !relative.startsWith('..') ? relative.split(path.sep).join('/') : file;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
