import { describe, expect, it } from 'vitest';
import { assertDateOfBirth } from './date-of-birth.ts';

const NOW = new Date('2026-03-02T10:00:00Z');

describe('assertDateOfBirth', () => {
  it('takes every date from 1900-01-01 to today', () => {
    for (const dob of ['1900-01-01', '1998-04-12', '2026-03-02']) expect(() => assertDateOfBirth(dob, NOW), dob).not.toThrow();
  });

  it('refuses year 1, 1899 and tomorrow, naming dob', () => {
    expect(() => assertDateOfBirth('0001-01-01', NOW)).toThrow('dob: must not be earlier than 1900-01-01');
    expect(() => assertDateOfBirth('1899-12-31', NOW)).toThrow('dob: must not be earlier than 1900-01-01');
    expect(() => assertDateOfBirth('2026-03-03', NOW)).toThrow('dob: must not be later than today');
  });
});
