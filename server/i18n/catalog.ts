import { PSEUDO_LANGUAGE, SOURCE_LANGUAGE, type LanguageCode } from '../../shared/i18n/languages.ts';
import { pseudoLocalizeAll } from '../../shared/i18n/pseudo.ts';
import enErrors from './locales/en-GB/errors.json' with { type: 'json' };
import enMail from './locales/en-GB/mail.json' with { type: 'json' };
import enInvoice from './locales/en-GB/invoice.json' with { type: 'json' };
import enCheckout from './locales/en-GB/checkout.json' with { type: 'json' };
import enContent from './locales/en-GB/content.json' with { type: 'json' };
import arErrors from './locales/ar/errors.json' with { type: 'json' };
import arMail from './locales/ar/mail.json' with { type: 'json' };
import arInvoice from './locales/ar/invoice.json' with { type: 'json' };
import arCheckout from './locales/ar/checkout.json' with { type: 'json' };
import arContent from './locales/ar/content.json' with { type: 'json' };

/**
 * The server's strings, as the web app's are kept (src/i18n/locales): one JSON file per
 * language and namespace, nested keys, plurals by i18next's suffixes (_one, _other, and for
 * Arabic _zero, _two, _few, _many), interpolations as {{name}}. The pseudo-language is made
 * from en-GB. A key missing in a language falls back to en-GB. `content`: the product's words
 * inside what the sync writes of a provider's content (a practice Quiz's name), stored per language.
 */
export type Namespace = 'errors' | 'mail' | 'invoice' | 'checkout' | 'content';
export type Strings = { [key: string]: string | Strings };
type Flat = ReadonlyMap<string, string>;

const SOURCES: Partial<Record<LanguageCode, Record<Namespace, Strings>>> = {
  'en-GB': { errors: enErrors, mail: enMail, invoice: enInvoice, checkout: enCheckout, content: enContent },
  ar: { errors: arErrors, mail: arMail, invoice: arInvoice, checkout: arCheckout, content: arContent },
};

/** Nested keys as one dotted key each: { a: { b: "x" } } -> "a.b" -> "x". */
export function flatten(strings: Strings, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

const flats = new Map<string, Flat>();

/** A namespace's strings in a language, flattened (made once). */
export function catalog(language: LanguageCode, namespace: Namespace): Flat {
  const id = `${language}|${namespace}`;
  let flat = flats.get(id);
  if (!flat) {
    const english = SOURCES[SOURCE_LANGUAGE]![namespace];
    const source = language === PSEUDO_LANGUAGE ? pseudoLocalizeAll(english) : (SOURCES[language]?.[namespace] ?? english);
    flat = flatten(source);
    flats.set(id, flat);
  }
  return flat;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** i18next's plural suffix of a count in a language: "one", "few", ... */
export function pluralCategory(language: LanguageCode, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language === PSEUDO_LANGUAGE ? SOURCE_LANGUAGE : language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

export type Values = Record<string, string | number>;

/** {{name}} replaced by its value; an unknown name is left as written. */
export function interpolate(template: string, values: Values = {}): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The template of a key in a language (its plural form when `count` is given), else en-GB's. */
export function template(language: LanguageCode, namespace: Namespace, key: string, count?: number): string | undefined {
  const own = catalog(language, namespace);
  const source = catalog(SOURCE_LANGUAGE, namespace);
  if (count !== undefined) {
    const plural = `${key}_${pluralCategory(language, count)}`;
    const found = own.get(plural) ?? own.get(`${key}_other`);
    if (found !== undefined) return found;
    const sourcePlural = source.get(`${key}_${pluralCategory(SOURCE_LANGUAGE, count)}`) ?? source.get(`${key}_other`);
    if (sourcePlural !== undefined) return sourcePlural;
  }
  return own.get(key) ?? source.get(key);
}

/**
 * A string of the server's catalog in a language: translate('ar', 'mail', 'code.expires', { count: 10 }).
 * A key that exists in no language is a programming error and throws, so it cannot ship unseen.
 */
export function translate(language: LanguageCode, namespace: Namespace, key: string, values: Values = {}): string {
  const count = typeof values.count === 'number' ? values.count : undefined;
  const found = template(language, namespace, key, count);
  if (found === undefined) throw new Error(`No string ${namespace}:${key}`);
  return interpolate(found, values);
}

/** A translator bound to one language and namespace. */
export const translator =
  (language: LanguageCode, namespace: Namespace) =>
  (key: string, values?: Values): string =>
    translate(language, namespace, key, values);
