import { describe, expect, it } from 'vitest';
import { minutesSecondsToMs, splitMinutesSeconds, toMinutesSeconds } from './minutes-seconds.ts';

describe('minutes.seconds', () => {
  it.each([
    [0, 0],
    [5, 0.05],
    [9, 0.09],
    [59, 0.59],
    [59.9, 0.59],
    [60, 1],
    [65, 1.05],
    [755, 12.35],
    [755.9, 12.35],
    [3600, 60],
    [-3, 0],
  ])('%d s is %d', (seconds, value) => {
    expect(toMinutesSeconds(seconds)).toBe(value);
  });

  it('reads minutes.seconds back, capping the seconds at 59', () => {
    expect(minutesSecondsToMs(12.35)).toBe(755_000);
    expect(minutesSecondsToMs(0.09)).toBe(9_000);
    expect(minutesSecondsToMs(20)).toBe(1_200_000);
    expect(minutesSecondsToMs(1.99)).toBe(119_000);
  });

  it('splits a value into minutes and two-digit seconds', () => {
    expect(splitMinutesSeconds(12.05)).toEqual({ minutes: '12', seconds: '05' });
    expect(splitMinutesSeconds(12.35)).toEqual({ minutes: '12', seconds: '35' });
    expect(splitMinutesSeconds(20)).toEqual({ minutes: '20', seconds: '00' });
    expect(splitMinutesSeconds(0.59)).toEqual({ minutes: '0', seconds: '59' });
  });

  it('round-trips every second of an hour, both ways', () => {
    for (let s = 0; s < 3600; s++) {
      expect(minutesSecondsToMs(toMinutesSeconds(s))).toBe(s * 1000);
      const { minutes, seconds } = splitMinutesSeconds(toMinutesSeconds(s));
      expect(Number(minutes) * 60 + Number(seconds)).toBe(s);
    }
  });
});
