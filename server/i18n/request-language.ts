import { acceptedLanguages, pickOffered } from '../../shared/i18n/pick-language.ts';
import { LANGUAGE_CODES, LANGUAGE_COOKIE, LANGUAGE_COOKIE_SECONDS, PSEUDO_LANGUAGE, SOURCE_LANGUAGE, type LanguageCode } from '../../shared/i18n/languages.ts';
import { cookieValues } from '../http/cookies.ts';

export interface LanguageHints {
  /** `?lang=xx` of a page's first load (links from mails and from a provider's own site). */
  query?: string | undefined;
  /** The request's Cookie header. */
  cookie?: string | undefined;
  /** The request's Accept-Language header (the web app sends its active language on every call). */
  acceptLanguage?: string | undefined;
  /**
   * The signed-in account's language, where the request itself cannot say it (a socket's
   * handshake: a browser sends its own Accept-Language there, not the page's). HTTP calls need
   * none: the web app sends the page's language, which follows the account, as Accept-Language.
   */
  account?: string | null | undefined;
}

/**
 * The language to answer in, among those the provider offers: `?lang=` first, then the device's
 * choice (the `lang` cookie), then the account's (when given, and only as it is), then
 * Accept-Language, else the provider's default: the order the page itself picks its language in.
 * An unoffered or malformed choice is passed over, never an error.
 */
export function requestLanguage(hints: LanguageHints, offered: readonly LanguageCode[], fallback: LanguageCode): LanguageCode {
  // Most providers speak one language: every request of theirs is answered in it, nothing to read.
  if (offered.length === 1) return offered[0]!;
  const chosen = [hints.query, cookieValues(hints.cookie, LANGUAGE_COOKIE)[0]].flatMap((tag) => (tag ? [tag.slice(0, 40)] : []));
  const account = offered.find((code) => code === hints.account);
  return pickOffered(chosen, offered) ?? account ?? pickOffered(acceptedLanguages(hints.acceptLanguage), offered) ?? fallback;
}

/** The languages the product ships for anyone: the pseudo-language only where a provider lists it. */
const SHIPPED = LANGUAGE_CODES.filter((code) => code !== PSEUDO_LANGUAGE);

/**
 * The language of an answer no provider gives (an unknown host, a request that names its host
 * twice or not at all): the first of Accept-Language the product ships, else en-GB. Nothing
 * else is read: a `lang` cookie or `?lang=` belongs to a provider's site.
 */
export function languageWithoutProvider(acceptLanguage: string | undefined): LanguageCode {
  return pickOffered(acceptedLanguages(acceptLanguage), SHIPPED) ?? SOURCE_LANGUAGE;
}

/** The Set-Cookie of a device's language: a year, the whole site, readable by the page (it is no secret). */
export function languageCookie(language: LanguageCode): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`;
}
