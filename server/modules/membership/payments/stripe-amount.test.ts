import { describe, expect, it } from 'vitest';
import { fromStripeAmount, stripeExponent, toStripeAmount } from './stripe-amount.ts';

describe("Stripe's units of a currency", () => {
  it("follows Stripe's minor units: zero-decimal, three-decimal, and two decimals for the rest (ISK and HUF included)", () => {
    expect(['JPY', 'KRW', 'UGX', 'KWD', 'BHD', 'GBP', 'USD', 'ISK', 'HUF'].map(stripeExponent)).toEqual([0, 0, 0, 3, 3, 2, 2, 2, 2]);
  });

  it('turns ISO minor units into Stripe amounts and back', () => {
    expect([toStripeAmount(2999, 'USD'), toStripeAmount(1999, 'JPY'), toStripeAmount(1990, 'KWD'), toStripeAmount(499, 'ISK')]).toEqual([
      2999, 1999, 1990, 49_900,
    ]);
    expect([fromStripeAmount(2999, 'USD'), fromStripeAmount(1999, 'JPY'), fromStripeAmount(1990, 'KWD'), fromStripeAmount(49_900, 'ISK')]).toEqual([
      2999, 1999, 1990, 499,
    ]);
  });

  it('refuses a three-decimal amount whose last digit is not 0, and reads back a fraction of an ISO unit as no whole amount', () => {
    expect(() => toStripeAmount(1999, 'KWD')).toThrow('Stripe charges KWD only in multiples of 0.010');
    expect(Number.isInteger(fromStripeAmount(49_950, 'ISK'))).toBe(false);
  });
});
