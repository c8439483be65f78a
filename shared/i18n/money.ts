/**
 * Money in any ISO 4217 currency, held in minor units by that currency's exponent: 1999 GBP is
 * £19.99, 1999 JPY is ¥1,999 (no minor unit), 1999 KWD is KWD 1.999 (three). The exponent is
 * the one Intl knows for the currency, so a provider's currency needs no table of ours.
 */
const exponents = new Map<string, number>();

/** Whether Intl knows the currency (an ISO 4217 code, upper case). */
export function isCurrencyCode(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) return false;
  return (Intl.supportedValuesOf('currency') as string[]).includes(value);
}

/** Digits after the decimal point in the currency's minor unit: GBP 2, JPY 0, KWD 3. */
export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

/** A price written in major units (19.99) in minor units (1999), or undefined when it has more decimals than the currency has. */
export function toMinorUnits(major: number, currency: string): number | undefined {
  const exponent = currencyExponent(currency);
  const minor = Math.round(major * 10 ** exponent);
  return Math.abs(minor / 10 ** exponent - major) < 1e-9 ? minor : undefined;
}

/** An amount in minor units (1999) in major units (19.99 GBP; 1999 JPY; 1.999 KWD), as the API shows prices. */
export function fromMinorUnits(minor: number, currency: string): number {
  const exponent = currencyExponent(currency);
  return Number((minor / 10 ** exponent).toFixed(exponent));
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units, in the language's way of writing money: 2999 GBP in en-GB is
 * "£29.99". Whole amounts drop their decimals (4000 GBP: "£40") unless `exact` asks for every
 * digit (invoices and receipts print "£40.00").
 */
export function formatMoney(amountMinor: number, currency: string, language: string, { exact = false } = {}): string {
  const exponent = currencyExponent(currency);
  const whole = !exact && amountMinor % 10 ** exponent === 0;
  const key = `${language}|${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : exponent, maximumFractionDigits: exponent });
    formatters.set(key, formatter);
  }
  return formatter.format(amountMinor / 10 ** exponent);
}
