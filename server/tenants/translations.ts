import { z } from 'zod';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import type { TenantProblem } from './tenant-error.ts';

/**
 * Authored content in a provider's other languages: by language code, the fields written in it.
 * Any field may be missing: it falls back, field by field, to the provider's default language
 * (the item's own fields). The default language itself is never a key.
 */
export type Translations<T> = Partial<Record<LanguageCode, Partial<T>>>;

/**
 * The `translations:` of an item: a mapping from language code to the fields of `fields` (a
 * strict object whose fields are all optional; any other field is refused naming its path).
 * Which languages may be named is the provider's (tenant.yaml `languages`): checked after
 * parsing, by checkTranslationLanguages.
 */
export function translationsSchema<T extends z.ZodType>(fields: T) {
  return z
    .record(z.string(), fields)
    .optional()
    .describe(
      "The item in the provider's other languages: language code (one of `languages`, not the default) to the fields written in it; " +
        "a missing field shows the default language's.",
    );
}

/** The languages a provider's content may be translated into: those it offers besides its default. */
export interface ContentLanguages {
  /** The provider's default language (tenant.yaml `locale`): its text is the item's own fields. */
  locale: LanguageCode;
  offered: readonly LanguageCode[];
}

/**
 * Refuses a translation into a language the provider does not offer, or into its default language
 * (whose text is the item's own fields), naming the file and the path. `where`: the item's path
 * ('' at the top of a file). Nothing is checked when the languages are unknown (a broken
 * tenant.yaml, already reported).
 */
export function checkTranslationLanguages(
  translations: Record<string, unknown> | undefined,
  languages: ContentLanguages | undefined,
  file: string,
  where: string,
  problems: TenantProblem[],
): void {
  if (!translations || !languages) return;
  const at = where ? `${where}.translations` : 'translations';
  for (const code of Object.keys(translations)) {
    if (code === languages.locale) {
      problems.push({ file, path: `${at}.${code}`, message: `"${code}" is the default language (locale): write its text in the fields themselves` });
    } else if (!languages.offered.includes(code as LanguageCode)) {
      problems.push({
        file,
        path: `${at}.${code}`,
        message:
          `"${code}" is not one of this provider's languages (${languages.offered.join(', ')}): ` +
          'add it to languages in tenant.yaml or remove this translation',
      });
    }
  }
}

/** Translations as read, by any language code (a folder's, a row's). */
type ByCode<T> = { readonly [code: string]: Partial<T> | undefined };

/** The fields written in `language`, or none (the default language, or no translation). */
export function translatedFields<T>(translations: ByCode<T> | null | undefined, language: LanguageCode): Partial<T> {
  return translations?.[language] ?? {};
}

/** `base` with the fields written in `language` over it: what a learner reading that language sees. */
export function translated<T extends object>(base: T, translations: ByCode<NoInfer<T>> | null | undefined, language: LanguageCode): T {
  const own = translations?.[language];
  if (!own) return base;
  const out = { ...base };
  for (const [field, value] of Object.entries(own) as Array<[keyof T, T[keyof T] | undefined]>) if (value !== undefined) out[field] = value;
  return out;
}

/** Each language's fields mapped by `map` (to sanitise HTML, rename them), fields mapped to undefined left out; undefined stays undefined. */
export function mapTranslations<T, U extends object>(
  translations: Record<string, T> | undefined,
  map: (fields: T) => { [K in keyof U]: U[K] | undefined },
): Translations<U> | undefined {
  if (!translations) return undefined;
  const given = (fields: object) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return Object.fromEntries(Object.entries(translations).map(([code, fields]) => [code, given(map(fields))])) as Translations<U>;
}
