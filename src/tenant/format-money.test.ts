import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows pounds with the pound sign, pence only when there are any', () => {
    expect(formatMoney(1999, 'GBP', 'en-GB')).toBe('£19.99');
    expect(formatMoney(9900, 'GBP', 'en-GB')).toBe('£99');
    expect(formatMoney(450, 'GBP', 'en-GB')).toBe('£4.50');
    expect(formatMoney(123456, 'GBP', 'en-GB')).toBe('£1,234.56');
  });
});
