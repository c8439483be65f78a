import { describe, expect, it } from 'vitest';
import { minutesSecondsToMs, toMinutesSeconds } from './minutes-seconds.ts';

describe('minutes.seconds', () => {
  it('writes seconds as minutes.seconds', () => {
    expect(toMinutesSeconds(755)).toBe(12.35);
    expect(toMinutesSeconds(60)).toBe(1);
    expect(toMinutesSeconds(9)).toBe(0.09);
    expect(toMinutesSeconds(59.9)).toBe(0.59);
    expect(toMinutesSeconds(3600)).toBe(60);
    expect(toMinutesSeconds(0)).toBe(0);
    expect(toMinutesSeconds(-5)).toBe(0);
  });

  it('reads minutes.seconds back, capping the seconds at 59', () => {
    expect(minutesSecondsToMs(12.35)).toBe(755_000);
    expect(minutesSecondsToMs(0.09)).toBe(9_000);
    expect(minutesSecondsToMs(20)).toBe(1_200_000);
    expect(minutesSecondsToMs(1.99)).toBe(119_000);
  });

  it('round-trips every second of an hour', () => {
    for (let s = 0; s < 3600; s++) expect(minutesSecondsToMs(toMinutesSeconds(s))).toBe(s * 1000);
  });
});
