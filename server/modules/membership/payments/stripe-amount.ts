import { currencyExponent } from '../../../../shared/i18n/money.ts';

/**
 * Stripe's amounts are integers in Stripe's own minor unit of the currency, which is not always
 * ISO 4217's (https://docs.stripe.com/currencies#minor-units):
 * - zero-decimal currencies (JPY, KRW, ...): whole units, 500 is ¥500;
 * - three-decimal currencies (BHD, JOD, KWD, OMR, TND): thousandths, and the last digit must be
 *   0 (KWD 5.120, never 5.124);
 * - every other currency has two decimals in the API, ISK and HUF included, although ISO gives
 *   them none (ISK 5 is 500, and an ISK amount must be a multiple of 100: whole krónur).
 * Our amounts are in ISO minor units by the currency's exponent (shared/i18n/money.ts).
 */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** Digits after the decimal point in Stripe's amounts of this currency (upper-case ISO code). */
export function stripeExponent(currency: string): number {
  if (ZERO_DECIMAL.has(currency)) return 0;
  if (THREE_DECIMAL.has(currency)) return 3;
  return 2;
}

/** Stripe's currency code: ISO 4217 in lower case. */
export const stripeCurrency = (currency: string): string => currency.toLowerCase();

/**
 * Our amount (ISO minor units) as Stripe's unit_amount. Throws when Stripe cannot charge it
 * exactly: a three-decimal amount whose last digit is not 0 (a plan priced KWD 1.999), or ISO
 * digits Stripe's unit lacks. Nothing is rounded: the learner is charged what they were shown.
 */
export function toStripeAmount(amountMinor: number, currency: string): number {
  const shift = stripeExponent(currency) - currencyExponent(currency);
  const amount = shift >= 0 ? amountMinor * 10 ** shift : amountMinor / 10 ** -shift;
  if (!Number.isSafeInteger(amount))
    throw new Error(`Stripe cannot charge ${amountMinor} minor units of ${currency}: its amounts have ${stripeExponent(currency)} decimals`);
  if (THREE_DECIMAL.has(currency) && amount % 10 !== 0) {
    throw new Error(
      `Stripe charges ${currency} only in multiples of 0.010 (its last digit must be 0): ${amountMinor} minor units cannot be charged; ` +
        `price the plan to two decimals`,
    );
  }
  return amount;
}

/** Stripe's amount (amount_total) in our ISO minor units; not a whole number when it has digits ours lacks (then it matches no order). */
export function fromStripeAmount(amount: number, currency: string): number {
  const shift = stripeExponent(currency) - currencyExponent(currency);
  return shift >= 0 ? amount / 10 ** shift : amount * 10 ** -shift;
}
