import type { ZodType } from 'zod';
import { mergeTokens, type TokenOverrides } from '../../shared/theme/token-tree.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import { readBank } from './bank-reader.ts';
import type { BankTest } from './bank-types.ts';
import { contentHash } from './content-hash.ts';
import type { FolderFiles } from './folder-files.ts';
import { readFooterPages } from './footer-pages-reader.ts';
import { readHelpPage } from './help-page-reader.ts';
import type { LoadedTenant } from './loaded-tenant.ts';
import { checkContrast } from './manifest-contrast.ts';
import {
  faqsFileSchema,
  manifestSchema,
  offeredLanguages,
  plansFileSchema,
  supportFileSchema,
  type Manifest,
  type PlanInput,
  type SupportInput,
} from './manifest-schema.ts';
import { checkPlanPrices } from './plan-prices.ts';
import { parseYamlWith } from './read-yaml.ts';
import { scanAssets } from './tenant-assets.ts';
import type { TenantProblem } from './tenant-error.ts';
import { checkTranslationLanguages, mapTranslations, type ContentLanguages } from './translations.ts';

/**
 * Reads one tenant folder in full from its files: parses and validates every file, sanitises
 * the HTML and checks references, adding every problem to `problems`. Returns the tenant, or
 * undefined when the folder has problems.
 */
export function readTenantFolder(folder: FolderFiles, slug: string, shown: string, problems: TenantProblem[]): LoadedTenant | undefined {
  const before = problems.length;
  const source = folder.text('tenant.yaml');
  if (source === undefined) {
    problems.push({ file: `${shown}/tenant.yaml`, message: 'is missing: every tenant folder needs a manifest' });
    return undefined;
  }
  const parsed = parseYamlWith(source, `${shown}/tenant.yaml`, manifestSchema, problems);
  // What translations may name; unknown (and unchecked) when tenant.yaml itself is broken, which is reported.
  const languages: ContentLanguages | undefined = parsed.ok ? { locale: parsed.value.locale, offered: offeredLanguages(parsed.value) } : undefined;
  const plans = readList(folder, shown, 'plans.yaml', plansFileSchema, languages, problems);
  const faqs = readList(folder, shown, 'faqs.yaml', faqsFileSchema, languages, problems);
  const pages = readFooterPages(folder, shown, problems, languages);
  const help = readHelpPage(folder, shown, problems, languages);
  const support = readSupport(folder, shown, languages, problems);
  const assets = scanAssets(folder, shown, problems);
  const bank = readBank(folder, shown, (file) => assets.has(file), problems, languages);
  if (!parsed.ok) return undefined;

  checkTranslationLanguages(parsed.value.translations, languages, `${shown}/tenant.yaml`, '', problems);
  const manifest = {
    ...parsed.value,
    landing: { ...parsed.value.landing, about: { ...parsed.value.landing.about, html: sanitizeHtml(parsed.value.landing.about.html) } },
    translations: sanitizedTranslations(parsed.value.translations),
  };
  if (!manifest.translations) delete manifest.translations;
  const theme = mergeTokens(manifest.theme as TokenOverrides);
  for (const failure of checkContrast(theme)) problems.push({ file: `${shown}/tenant.yaml`, ...failure });
  if (manifest.languages && !manifest.languages.includes(manifest.locale)) {
    problems.push({ file: `${shown}/tenant.yaml`, path: 'languages', message: `must include the default language (locale: ${manifest.locale})` });
  }
  for (const [where, file] of referencedAssets(manifest)) {
    if (!assets.has(file)) problems.push({ file: `${shown}/tenant.yaml`, path: where, message: `file ${file} does not exist in ${shown}` });
  }
  checkPlanPrices(plans, manifest.currency, `${shown}/content/plans.yaml`, folder.text('content/plans.yaml'), problems);
  checkUniqueKeys(plans, shown, problems);
  checkPoolTests(manifest.practice.poolTests, bank?.tests, `${shown}/tenant.yaml`, problems);
  if (problems.length > before) return undefined;
  const tenant: LoadedTenant = {
    slug,
    dir: folder.dir,
    contentHash: contentHash(folder),
    manifest,
    theme,
    plans,
    faqs,
    pages,
    help,
    support,
    bank,
    assets,
    warnings: bank.warnings,
    full: async () => tenant,
  };
  return tenant;
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

/** The manifest's translations with the about HTML sanitised, as the default's is. */
function sanitizedTranslations(translations: Manifest['translations']): Manifest['translations'] {
  return mapTranslations(translations, (t) => ({
    ...t,
    landing: t.landing?.about?.html === undefined ? t.landing : { ...t.landing, about: { ...t.landing.about, html: sanitizeHtml(t.landing.about.html) } },
  })) as Manifest['translations'];
}

function readList<T extends { translations?: Record<string, unknown> | undefined }>(
  folder: FolderFiles,
  shown: string,
  name: string,
  schema: ZodType<T[]>,
  languages: ContentLanguages | undefined,
  problems: TenantProblem[],
): T[] {
  const source = folder.text(`content/${name}`);
  if (source === undefined) return [];
  const file = `${shown}/content/${name}`;
  const parsed = parseYamlWith(source, file, schema, problems);
  if (!parsed.ok) return [];
  parsed.value.forEach((item, i) => checkTranslationLanguages(item.translations, languages, file, `[${i}]`, problems));
  return parsed.value;
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

function readSupport(folder: FolderFiles, shown: string, languages: ContentLanguages | undefined, problems: TenantProblem[]): SupportInput {
  const file = `${shown}/content/support.yaml`;
  const source = folder.text('content/support.yaml');
  if (source === undefined) return DEFAULT_SUPPORT;
  const parsed = parseYamlWith(source, file, supportFileSchema, problems);
  if (!parsed.ok) return DEFAULT_SUPPORT;
  const duplicate = (values: string[], what: string, at: (i: number) => string) =>
    values.forEach((value, i) => {
      if (values.indexOf(value) !== i) problems.push({ file, path: at(i), message: `duplicate ${what} "${value}"` });
    });
  duplicate(
    parsed.value.topics.map((t) => t.key),
    'topic key',
    (i) => `topics[${i}].key`,
  );
  parsed.value.topics.forEach((topic, i) => checkTranslationLanguages(topic.translations, languages, file, `topics[${i}]`, problems));
  duplicate(
    parsed.value.staff.map((m) => m.email.toLowerCase()),
    'staff email',
    (i) => `staff[${i}].email`,
  );
  return parsed.value;
}

function checkUniqueKeys(plans: PlanInput[], shown: string, problems: TenantProblem[]): void {
  const seen = new Set<string>();
  plans.forEach((plan, i) => {
    if (seen.has(plan.key)) problems.push({ file: `${shown}/content/plans.yaml`, path: `[${i}].key`, message: `duplicate plan key "${plan.key}"` });
    seen.add(plan.key);
  });
}

/** practice.poolTests names Quizzes of tests.yaml: never an Exam (its questions never appear in practice), never a key twice. */
function checkPoolTests(keys: string[] | undefined, tests: BankTest[] | undefined, file: string, problems: TenantProblem[]): void {
  if (!keys || !tests) return;
  const listed = new Map(tests.filter((t) => t.kind === 'set').map((t) => [t.key, t]));
  keys.forEach((key, i) => {
    const path = `practice.poolTests[${i}]`;
    const test = listed.get(key);
    if (!test) problems.push({ file, path, message: `"${key}" is not a test of content/tests.yaml` });
    else if (test.type === 'Exam') problems.push({ file, path, message: `"${key}" is an Exam: an Exam's questions never feed practice; name Quizzes only` });
    else if (keys.indexOf(key) !== i) problems.push({ file, path, message: `"${key}" is named twice` });
  });
}
