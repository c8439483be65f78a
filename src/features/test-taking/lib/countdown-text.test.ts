import { describe, expect, it } from 'vitest';
import { formatCountdown, formatTwoDigits } from './countdown-text';

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3725, '01:02:05'],
    [5400, '01:30:00'],
    [-5, '00:00:00'],
  ])('%i s -> %s in en-GB', (seconds, text) => {
    expect(formatCountdown(seconds, 'en-GB')).toBe(text);
  });

  it("writes hh:mm:ss in the language's digits", () => {
    expect(formatCountdown(5400, 'ar')).toBe('01:30:00');
    expect(formatCountdown(5400, 'ar-u-nu-arab')).toBe('٠١:٣٠:٠٠');
    expect(formatTwoDigits(5, 'ar-u-nu-arab')).toBe('٠٥');
  });
});
