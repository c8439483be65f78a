/**
 * The languages the product ships: every learner-visible string of the web app, the server's
 * messages, mails, invoices and the sandbox checkout page exists in each (npm run i18n:check
 * proves it). A provider's folder may offer any of them (`locale`, `languages`).
 *
 * `en-XA` is a pseudo-language for designers and engineers: English, accented and 40% longer,
 * made from en-GB when asked for, to find text that is not translated and text that is cut off.
 * It is offered only where a provider lists it (a preview folder), never by default, or, in
 * development, by every provider when the server runs with PSEUDO_LANGUAGE=on (server/config.ts).
 */
export interface Language {
  /** BCP 47 tag, as in a provider's folder and in `<html lang>`. */
  code: string;
  /** The language's own name for itself, as a language switch shows it. */
  name: string;
  /** Writing direction, for `<html dir>`. */
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES = [
  { code: 'en-GB', name: 'English', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'en-XA', name: 'Ëñğļîšĥ (pseudo)', dir: 'ltr' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The language every string is written in first, and the fallback of authored content. */
export const SOURCE_LANGUAGE: LanguageCode = 'en-GB';

/** The pseudo-language, made from the source language (shared/i18n/pseudo.ts). */
export const PSEUDO_LANGUAGE: LanguageCode = 'en-XA';

/**
 * The cookie that keeps a device's language choice (the web app sets it when a learner chooses,
 * the server when a link's ?lang= chooses; the server reads it for the first paint), and its life.
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageOf(code: LanguageCode): Language {
  return LANGUAGES.find((language) => language.code === code)!;
}

export const directionOf = (code: LanguageCode): 'ltr' | 'rtl' => languageOf(code).dir;

/**
 * The locale Intl formats a language's dates, numbers and money in: its own, but the
 * pseudo-language's are the source language's (Intl knows no en-XA and would write US English).
 */
export function intlLocaleOf(language: string): string {
  return language === PSEUDO_LANGUAGE ? SOURCE_LANGUAGE : language;
}
