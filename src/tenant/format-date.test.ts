import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

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
