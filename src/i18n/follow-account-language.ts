import { isLanguageCode, LANGUAGE_COOKIE } from '../../shared/i18n/languages';
import { rememberLanguage } from './page-language';

/**
 * A signed-in learner reads in their account's language on every device: when the page is in
 * another one that the provider still offers (a new browser, a choice made on another device),
 * the device takes the account's and the page loads again in it. Called with each profile the
 * server sends.
 */
export function followAccountLanguage(language: string | null | undefined): void {
  if (typeof document === 'undefined' || !isLanguageCode(language) || language === document.documentElement.lang) return;
  const manifest = document.getElementById('tenant-manifest')?.textContent;
  const offered = manifest ? ((JSON.parse(manifest) as { languages?: string[] }).languages ?? []) : [];
  if (!offered.includes(language)) return;
  rememberLanguage(language);
  // Only when the device kept it (cookies may be off): else the page would load again and again.
  if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${language}`)) location.reload();
}
