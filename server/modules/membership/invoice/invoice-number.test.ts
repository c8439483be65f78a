import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber } from './invoice-number.ts';

describe('formatInvoiceNumber', () => {
  it('pads to six digits', () => {
    expect(formatInvoiceNumber(1)).toBe('INV-000001');
    expect(formatInvoiceNumber(42)).toBe('INV-000042');
    expect(formatInvoiceNumber(999_999)).toBe('INV-999999');
  });

  it('grows past a million rather than wrapping', () => {
    expect(formatInvoiceNumber(1_000_000)).toBe('INV-1000000');
    expect(formatInvoiceNumber(123_456_789)).toBe('INV-123456789');
  });

  it('refuses numbers no sequence hands out', () => {
    for (const n of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => formatInvoiceNumber(n)).toThrow(RangeError);
    }
  });
});
