import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMoney, fromMinorUnits, isCurrencyCode, toMinorUnits } from './money.ts';

describe('money', () => {
  it('knows each currency’s minor unit', () => {
    expect([currencyExponent('GBP'), currencyExponent('JPY'), currencyExponent('KWD')]).toEqual([2, 0, 3]);
  });

  it('takes ISO 4217 codes Intl knows, upper case only', () => {
    expect(['GBP', 'EUR', 'JPY', 'KWD'].every(isCurrencyCode)).toBe(true);
    expect(['gbp', 'XYZ', 'POUND', '', 12].some(isCurrencyCode)).toBe(false);
  });

  it('writes major units as minor units by the exponent, refusing digits the currency lacks', () => {
    expect(toMinorUnits(19.99, 'GBP')).toBe(1999);
    expect(toMinorUnits(1999, 'JPY')).toBe(1999);
    expect(toMinorUnits(1.999, 'KWD')).toBe(1999);
    expect(toMinorUnits(19.999, 'GBP')).toBeUndefined();
    expect(toMinorUnits(19.5, 'JPY')).toBeUndefined();
  });

  it('reads minor units back as major units by the exponent', () => {
    expect([fromMinorUnits(1999, 'GBP'), fromMinorUnits(1999, 'JPY'), fromMinorUnits(1999, 'KWD'), fromMinorUnits(2990, 'USD')]).toEqual([
      19.99, 1999, 1.999, 29.9,
    ]);
  });

  it('formats in the language, dropping the decimals of whole amounts unless exact', () => {
    expect(formatMoney(2999, 'GBP', 'en-GB')).toBe('£29.99');
    expect(formatMoney(4000, 'GBP', 'en-GB')).toBe('£40');
    expect(formatMoney(4000, 'GBP', 'en-GB', { exact: true })).toBe('£40.00');
    expect(formatMoney(1999, 'JPY', 'en-GB')).toBe('JP¥1,999');
    expect(formatMoney(1999, 'KWD', 'en-GB')).toMatch(/^KWD\s1\.999$/);
    expect(formatMoney(2999, 'EUR', 'ar')).toMatch(/€/);
    expect(formatMoney(2999, 'EUR', 'ar')).toMatch(/٢٩٫٩٩|29[.,]99/);
  });
});
