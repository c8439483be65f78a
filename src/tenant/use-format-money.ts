import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './format-money';

/**
 * Money from minor units in the learner's active language (the i18n instance's, not the
 * provider's default locale): 2999 USD is "US$29.99" in en-GB and "‏29.99 US$" in ar.
 */
export function useFormatMoney(): (amountMinor: number, currency: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((amountMinor, currency) => formatMoney(amountMinor, currency, language), [language]);
}
