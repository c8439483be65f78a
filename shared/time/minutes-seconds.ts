/**
 * The spec's minutes.seconds (section 9): a time as a number whose whole part is minutes and whose
 * two decimals are seconds, so 12 min 35 s is 12.35 (not 12.35 minutes). The submit call sends it
 * and reports carry it; this is the one definition of the encoding, for the server and the web.
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

/** Minutes and two-digit seconds of a minutes.seconds value, for display: 12.05 -> 12 and '05'. */
export function splitMinutesSeconds(value: number): { minutes: string; seconds: string } {
  const [minutes = '0', seconds = '00'] = Math.max(0, value).toFixed(2).split('.');
  return { minutes, seconds };
}
