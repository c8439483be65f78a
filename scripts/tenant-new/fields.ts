import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ZodType } from 'zod';
import { isHexColour } from '../../shared/theme/contrast.ts';
import { isTenantSlug, SLUG_RULE } from '../../server/tenants/loader.ts';
import { manifestSchema } from '../../server/tenants/manifest-schema.ts';

/** What a provider is asked for; every value is text as typed or given as a flag. */
export interface Answers {
  name: string;
  slug: string;
  hosts: string;
  platform: string;
  domain: string;
  primary: string;
  secondary: string;
  fontBody: string;
  fontHeading: string;
  logo: string;
  supportEmail: string;
}

export type Outcome = { value: string } | { error: string };

export interface Field {
  key: keyof Answers;
  /** The command-line flag, without the dashes. */
  flag: string;
  question: string;
  /** The default, from what is known so far (undefined: the field must be given). */
  fallback(known: Partial<Answers>): string | undefined;
  /** The value normalised (trimmed, lower-cased where the manifest wants it), or why it is wrong. */
  check(value: string, tenantsDir: string): Outcome;
}

export const BUNDLED_FONT = 'Source Sans 3';
export const SYSTEM_FONT = 'system';
const LOGO_TYPES = /\.(svg|png|jpe?g|webp)$/i;

/** Checks with a schema of the manifest itself, so the script accepts exactly what validation will. */
function bySchema(schema: ZodType, value: string): Outcome {
  const result = schema.safeParse(value);
  return result.success ? { value: String(result.data) } : { error: result.error.issues[0]?.message ?? 'is not valid' };
}

const fontFamily = manifestSchema.shape.fonts.unwrap().element.shape.family;
const hostSchema = manifestSchema.shape.hosts.unwrap().element;

export const fields: readonly Field[] = [
  {
    key: 'name',
    flag: 'name',
    question: 'Provider name (shown in the header, titles and emails)',
    fallback: (known) => known.slug && titleCase(known.slug),
    // One line: the name goes into YAML, HTML and SVG text as it is.
    check: (value) => (/\p{Cc}/u.test(value.trim()) ? { error: 'must be one line of text' } : bySchema(manifestSchema.shape.name, value)),
  },
  {
    key: 'slug',
    flag: 'slug',
    question: 'Slug (the folder name and <slug>.localhost)',
    fallback: (known) => (known.name ? slugify(known.name) || undefined : undefined),
    check: (value, tenantsDir) => {
      const slug = value.trim();
      if (!isTenantSlug(slug)) return { error: `"${slug}" ${SLUG_RULE}` };
      if (fs.existsSync(path.join(tenantsDir, slug))) return { error: `"${slug}" is taken: ${path.join(tenantsDir, slug)} already exists` };
      return { value: slug };
    },
  },
  {
    key: 'hosts',
    flag: 'hosts',
    question: 'Production hosts, comma-separated (empty: only <slug>.localhost for now)',
    fallback: () => '',
    check: (value, tenantsDir) => checkHosts(value, tenantsDir),
  },
  {
    key: 'platform',
    flag: 'platform',
    question: 'Platform type: Free (every test open) or Paid (tests need a plan)',
    fallback: () => 'Paid',
    check: (value) => {
      const match = ['Free', 'Paid'].find((p) => p.toLowerCase() === value.trim().toLowerCase());
      return match ? { value: match } : { error: `"${value}" must be Free or Paid` };
    },
  },
  {
    key: 'domain',
    flag: 'domain',
    question: 'Subject area, the top of the summary tree (e.g. Medicine, Law, Accountancy)',
    fallback: () => 'Exam preparation',
    check: (value) => bySchema(manifestSchema.shape.domain, value),
  },
  { key: 'primary', flag: 'primary', question: 'Primary brand colour (hex)', fallback: () => '#1d4ed8', check: checkColour },
  { key: 'secondary', flag: 'secondary', question: 'Secondary brand colour (hex)', fallback: () => '#c2462c', check: checkColour },
  {
    key: 'fontBody',
    flag: 'font-body',
    question: `Body font family ("${BUNDLED_FONT}" is bundled; "${SYSTEM_FONT}" for the device's own)`,
    fallback: () => BUNDLED_FONT,
    check: checkFont,
  },
  {
    key: 'fontHeading',
    flag: 'font-heading',
    question: 'Heading font family',
    fallback: (known) => known.fontBody ?? BUNDLED_FONT,
    check: checkFont,
  },
  {
    key: 'logo',
    flag: 'logo',
    question: 'Logo file, .svg or .png (empty: a wordmark is drawn from the name)',
    fallback: () => '',
    check: (value) => {
      const file = value.trim();
      if (!file) return { value: '' };
      if (!LOGO_TYPES.test(file)) return { error: `"${file}" must be an .svg, .png, .jpg or .webp file` };
      if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return { error: `"${file}" is not a file` };
      return { value: file };
    },
  },
  {
    key: 'supportEmail',
    flag: 'support-email',
    question: 'Support email address',
    fallback: (known) => `support@${known.hosts?.split(',')[0]?.replace(/^www\./, '') || `${known.slug ?? 'provider'}.example.com`}`,
    check: (value) => bySchema(manifestSchema.shape.support.shape.email, value.trim()),
  },
];

function checkColour(value: string): Outcome {
  const colour = value.trim().toLowerCase();
  if (!isHexColour(colour)) return { error: `"${value}" is not a hex colour such as #0b6470 or #fff` };
  return { value: colour.length === 4 ? `#${[...colour.slice(1)].map((d) => d + d).join('')}` : colour };
}

function checkFont(value: string): Outcome {
  const family = value.trim().replace(/^['"]|['"]$/g, '');
  return family.toLowerCase() === SYSTEM_FONT ? { value: SYSTEM_FONT } : bySchema(fontFamily, family);
}

function checkHosts(value: string, tenantsDir: string): Outcome {
  const hosts = value
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const taken = hostsInUse(tenantsDir);
  for (const host of hosts) {
    const checked = bySchema(hostSchema, host);
    if ('error' in checked) return { error: `"${host}" ${checked.error}` };
    if (host === 'localhost' || host.endsWith('.localhost')) return { error: `"${host}" is reserved: <slug>.localhost is added automatically` };
    if (taken.has(host)) return { error: `"${host}" is already served by tenant "${taken.get(host)}"` };
  }
  if (new Set(hosts).size !== hosts.length) return { error: 'lists a host twice' };
  return { value: hosts.join(',') };
}

/** The hosts other tenant folders claim, read from their manifests (a broken one claims none). */
function hostsInUse(tenantsDir: string): Map<string, string> {
  const owners = new Map<string, string>();
  const folders = fs.existsSync(tenantsDir) ? fs.readdirSync(tenantsDir, { withFileTypes: true }) : [];
  for (const folder of folders.filter((f) => f.isDirectory() && !/^[._]/.test(f.name))) {
    try {
      const manifest = parseYaml(fs.readFileSync(path.join(tenantsDir, folder.name, 'tenant.yaml'), 'utf8')) as { hosts?: unknown };
      for (const host of Array.isArray(manifest.hosts) ? manifest.hosts : []) owners.set(String(host), folder.name);
    } catch {
      // No readable manifest: tenants:validate reports it; it claims no host here.
    }
  }
  return owners;
}

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
