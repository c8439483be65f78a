import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPercent } from './intl-format';

describe('formatDate', () => {
  const friday = new Date(2025, 2, 14, 9, 30);

  it('gives day, month and year in British English, in three lengths', () => {
    expect(formatDate(friday, 'short', 'en-GB')).toBe('14 Mar 2025');
    expect(formatDate(friday, 'long', 'en-GB')).toBe('14 March 2025');
    expect(formatDate(friday, 'weekday', 'en-GB')).toBe('Friday, 14 March 2025');
  });

  it('reads an ISO date-time in the learner’s time zone', () => {
    const local = new Date(2025, 0, 30, 8, 45);
    expect(formatDate(local.toISOString(), 'short', 'en-GB')).toBe('30 Jan 2025');
  });

  it('follows the locale it is given', () => {
    expect(formatDate(friday, 'long', 'en-US')).toBe('March 14, 2025');
  });
});

const LRM = '\u200e';

describe('formatPercent', () => {
  it('writes British English as the spec does: up to 2 decimals, or exactly 2', () => {
    expect([200 / 3, 76.125, 55, 37.5, 0, 100].map((n) => formatPercent(n, 'en-GB'))).toEqual(['66.67%', '76.13%', '55%', '37.5%', '0%', '100%']);
    expect([76, 200 / 3, 100 / 3, 87.5, 0].map((n) => formatPercent(n, 'en-GB', 'exactly2'))).toEqual(['76.00%', '66.67%', '33.33%', '87.50%', '0.00%']);
  });

  it('keeps every digit of a 2-decimal value (no binary remainder from dividing by 100)', () => {
    for (let cents = 0; cents <= 10_000; cents += 1) {
      const value = cents / 100;
      expect(formatPercent(value, 'en-GB')).toBe(`${value}%`);
    }
  });

  it('follows the language it is given', () => {
    expect(formatPercent(80, 'ar')).toBe(`80${LRM}%${LRM}`);
    expect(formatPercent(66.67, 'ar', 'exactly2')).toBe(`66.67${LRM}%${LRM}`);
    expect(formatPercent(42.5, 'ar-u-nu-arab')).toMatch(/^٤٢٫٥/);
  });

  it('writes the pseudo-language as British English', () => {
    expect(formatPercent(37.5, 'en-XA')).toBe('37.5%');
  });
});

describe('formatNumber', () => {
  it('keeps up to the decimals asked for, never grouped in thousands', () => {
    expect([66.3, 12.345, 1234, 7].map((n) => formatNumber(n, 'en-GB'))).toEqual(['66.3', '12.35', '1234', '7']);
    expect(formatNumber(72.46, 'en-GB', 1)).toBe('72.5');
  });

  it("follows the language's digits", () => {
    expect(formatNumber(38, 'ar-u-nu-arab')).toBe('٣٨');
    expect(formatNumber(38, 'ar')).toBe('38');
  });
});
