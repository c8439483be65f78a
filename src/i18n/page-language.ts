import { directionOf, isLanguageCode, LANGUAGE_COOKIE, LANGUAGE_COOKIE_SECONDS, SOURCE_LANGUAGE, type LanguageCode } from '../../shared/i18n/languages';

/**
 * The page's language: the server chose it among the provider's (`?lang=`, the device's choice,
 * the browser's languages, the provider's default) and set it on <html lang dir> before the
 * first paint.
 */
export function pageLanguage(offered: readonly string[], fallback: string, doc: Document = document): LanguageCode {
  const lang = doc.documentElement.lang;
  if (isLanguageCode(lang) && offered.includes(lang)) return lang;
  return isLanguageCode(fallback) ? fallback : SOURCE_LANGUAGE;
}

/** Sets <html lang dir> (the server did for the first paint; Storybook and tests call it). */
export function setPageLanguage(language: LanguageCode, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}

/** Keeps the device's choice, for pages and calls before (and without) a session. */
export function rememberLanguage(language: LanguageCode): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`;
}

/**
 * A link's `?lang=` picked this page's language (the server kept it in the cookie): the address
 * drops it, so a later choice is not overruled by the link on the next load.
 */
export function dropLanguageParameter(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.delete('lang');
  history.replaceState(history.state, '', url.toString());
}
