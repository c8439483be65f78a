import { describe, expect, it } from 'vitest';
import { splitMinutesSeconds, toMinutesSeconds } from './minutes-seconds';

describe('minutes.seconds', () => {
  it.each([
    [0, 0],
    [5, 0.05],
    [59, 0.59],
    [60, 1],
    [65, 1.05],
    [755, 12.35],
    [755.9, 12.35],
    [-3, 0],
  ])('%d s is %d', (seconds, value) => {
    expect(toMinutesSeconds(seconds)).toBe(value);
  });

  it('splits a value back into minutes and two-digit seconds', () => {
    expect(splitMinutesSeconds(12.05)).toEqual({ minutes: '12', seconds: '05' });
    expect(splitMinutesSeconds(12.35)).toEqual({ minutes: '12', seconds: '35' });
    expect(splitMinutesSeconds(20)).toEqual({ minutes: '20', seconds: '00' });
    expect(splitMinutesSeconds(0.59)).toEqual({ minutes: '0', seconds: '59' });
  });

  it('round-trips every second of an hour', () => {
    for (let s = 0; s < 3600; s++) {
      const { minutes, seconds } = splitMinutesSeconds(toMinutesSeconds(s));
      expect(Number(minutes) * 60 + Number(seconds)).toBe(s);
    }
  });
});
