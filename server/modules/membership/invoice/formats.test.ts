import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMoney } from './formats.ts';

describe('formatMoney', () => {
  it('prints pence as pounds with the pound sign', () => {
    expect(formatMoney(2999, 'GBP')).toBe('£29.99');
    expect(formatMoney(5, 'GBP')).toBe('£0.05');
    expect(formatMoney(123456, 'GBP')).toBe('£1,234.56');
  });

  it('follows the minor units of the currency', () => {
    expect(formatMoney(1500, 'JPY')).toBe('JP¥1,500');
    expect(formatMoney(2999, 'EUR')).toBe('€29.99');
  });
});

describe('formatLongDate', () => {
  it('prints the UK calendar day, long form', () => {
    expect(formatLongDate(new Date('2026-11-23T10:00:00Z'))).toBe('23 November 2026');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(formatLongDate(new Date('2026-06-30T23:30:00Z'))).toBe('1 July 2026');
  });
});

describe('in Arabic', () => {
  it('writes money and dates the Arabic way', () => {
    expect(formatMoney(4000, 'GBP', 'ar')).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 }).format(40));
    expect(formatMoney(4000, 'GBP', 'ar')).toContain('40.00');
    expect(formatLongDate(new Date('2026-11-23T10:00:00Z'), 'ar')).toBe('23 نوفمبر 2026');
  });
});
