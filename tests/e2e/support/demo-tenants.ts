import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { formatMoney, toMinorUnits } from '../../../shared/i18n/money.ts';

export { E2E_PORT } from './ports.ts';

const ROOT = path.resolve('tenants');

export const demoTenantSlugs = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory() && fs.existsSync(path.join(ROOT, e.name, 'tenant.yaml')))
  .map((e) => e.name);

export interface DemoTenant {
  slug: string;
  name: string;
  primary: string;
  /** ISO 4217: the currency the provider prices its plans in (GBP unless tenant.yaml says). */
  currency: string;
  plans: Array<{ name: string; price: number }>;
  faqs: Array<{ question: string; answer: string }>;
  pageTitles: string[];
}

/**
 * What a tenant folder declares, read straight from its files (not from the server under test),
 * so the suite checks the server against the source of truth.
 */
export function readDemoTenant(slug: string): DemoTenant {
  const dir = path.join(ROOT, slug);
  const manifest = parse(fs.readFileSync(path.join(dir, 'tenant.yaml'), 'utf8'));
  const pages = fs
    .readdirSync(path.join(dir, 'content', 'pages'))
    // A page's translations (01-about.ar.html) are the same page in another language.
    .filter((file) => !/\.[a-z]{2,3}(?:-[A-Za-z]{2,4})?\.html$/.test(file))
    .sort()
    .map((file) => /^---[\s\S]*?title:\s*(.+)\n/.exec(fs.readFileSync(path.join(dir, 'content', 'pages', file), 'utf8'))![1]!.replace(/^['"]|['"]$/g, ''));
  return {
    slug,
    name: manifest.name,
    primary: manifest.theme?.color?.brand?.primary ?? '#1d4ed8',
    currency: manifest.currency ?? 'GBP',
    plans: parse(fs.readFileSync(path.join(dir, 'content', 'plans.yaml'), 'utf8')),
    faqs: parse(fs.readFileSync(path.join(dir, 'content', 'faqs.yaml'), 'utf8')),
    pageTitles: pages,
  };
}

/** '#0b6470' -> 'rgb(11, 100, 112)', as getComputedStyle reports colours. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * A plan's price (major units, as plans.yaml writes it) as the app shows it in en-GB: '£19.99',
 * '£99', 'US$29.99'. `exact` keeps a whole amount's decimals ('£99.00').
 */
export function money(tenant: Pick<DemoTenant, 'currency'>, price: number, { exact = false } = {}): string {
  return formatMoney(toMinorUnits(price, tenant.currency)!, tenant.currency, 'en-GB', { exact });
}
