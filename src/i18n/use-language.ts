import { useTranslation } from 'react-i18next';

/** The page's language (BCP 47), for Intl: dates, numbers, money and the countdown follow it. */
export function useLanguage(): string {
  return useTranslation().i18n.language;
}
