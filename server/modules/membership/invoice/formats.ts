/**
 * How invoices and receipts print money and dates: en-GB, as the web app does (DESIGN.md 6).
 * Dates are read in UK time, so a payment at 00:30 on a summer night is dated the day the
 * learner paid, not the day before in UTC.
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 2999 GBP -> "£29.99". Minor units follow the currency (two for GBP). */
export function formatMoney(amountMinor: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** "23 November 2026". */
export const formatLongDate = (date: Date): string => longDate.format(date);
