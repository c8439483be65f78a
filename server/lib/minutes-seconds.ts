/**
 * The spec's elapsed-time number, minutes.seconds: 12.35 is 12 minutes 35 seconds (not 12.35
 * minutes). Both directions live here, so the server has one definition of the format.
 */

/** Seconds -> minutes.seconds: 755 -> 12.35. Negative and fractional seconds are floored to whole seconds from 0. */
export function toMinutesSeconds(seconds: number): number {
  const whole = Math.max(0, Math.floor(seconds));
  return Number(`${Math.floor(whole / 60)}.${String(whole % 60).padStart(2, '0')}`);
}

/** minutes.seconds -> milliseconds: 12.35 -> 755,000. Seconds past 59 count as 59. */
export function minutesSecondsToMs(value: number): number {
  const minutes = Math.floor(value);
  const seconds = Math.round((value - minutes) * 100);
  return (minutes * 60 + Math.min(seconds, 59)) * 1000;
}
