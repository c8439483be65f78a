import { SOURCE_LANGUAGE, type LanguageCode } from '../../../../shared/i18n/languages.ts';
import { formatMoney as formatAmount } from '../../../../shared/i18n/money.ts';

/**
 * How invoices and receipts print money and dates: in the learner's language, as the web app
 * does (DESIGN.md 6), every digit of the amount shown. Dates are read in UK time, so a payment at
 * 00:30 on a summer night is dated the day the learner paid, not the day before in UTC.
 */

/** 2999 GBP -> "£29.99" in en-GB. Minor units follow the currency (two for GBP, none for JPY). */
export const formatMoney = (amountMinor: number, currency: string, language: LanguageCode = SOURCE_LANGUAGE): string =>
  formatAmount(amountMinor, currency, language, { exact: true });

const longDates = new Map<string, Intl.DateTimeFormat>();

/** "23 November 2026" in en-GB, "23 نوفمبر 2026" in Arabic. */
export function formatLongDate(date: Date, language: LanguageCode = SOURCE_LANGUAGE): string {
  let format = longDates.get(language);
  if (!format) {
    // The pseudo-language is English written otherwise: its dates are en-GB's.
    format = new Intl.DateTimeFormat(language === 'en-XA' ? SOURCE_LANGUAGE : language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });
    longDates.set(language, format);
  }
  return format.format(date);
}
