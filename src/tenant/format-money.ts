const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money in the tenant's currency and locale, from minor units (pence): 2999 -> "£29.99".
 * Whole amounts drop the decimals: 4000 -> "£40".
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const whole = amountMinor % 100 === 0;
  const key = `${locale}|${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amountMinor / 100);
}
