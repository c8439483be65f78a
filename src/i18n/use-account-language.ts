import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '../../shared/i18n/languages';
import { useTenant } from '../tenant/tenant-context';
import { rememberLanguage } from './page-language';

/**
 * A signed-in learner reads in their account's language on every device: when the page is in
 * another one the provider still offers (a new browser, a choice made on another device), the
 * device takes the account's and the page loads again in it.
 */
export function useAccountLanguage(language: string | null | undefined): void {
  const { languages } = useTenant();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!isLanguageCode(language) || language === i18n.language || !languages.includes(language)) return;
    rememberLanguage(language);
    // Only when the device kept it (cookies may be off): else the page would load again and again.
    if (document.cookie.split('; ').includes(`lang=${language}`)) location.reload();
  }, [language, i18n.language, languages]);
}
