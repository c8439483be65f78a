import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../shared/i18n/languages';

/**
 * The page's language (BCP 47), for Intl: dates, times, numbers, percentages, money and the
 * countdown follow it (the pseudo-language formats as the source language does).
 */
export function useLanguage(): string {
  return intlLocaleOf(useTranslation().i18n.language);
}
