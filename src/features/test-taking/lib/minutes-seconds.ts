/**
 * The spec's minutes.seconds (section 9): a time as a number whose whole part is minutes and
 * whose two decimals are seconds, so 12 min 5 s is 12.05 (not a fraction of a minute). The
 * submit call sends it and reports carry it; this is the web's one definition of the encoding.
 */
export function toMinutesSeconds(totalSeconds: number): number {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return Number(`${Math.floor(whole / 60)}.${String(whole % 60).padStart(2, '0')}`);
}

/** Minutes and two-digit seconds of a minutes.seconds value, for display: 12.05 -> 12 and '05'. */
export function splitMinutesSeconds(value: number): { minutes: string; seconds: string } {
  const [minutes = '0', seconds = '00'] = Math.max(0, value).toFixed(2).split('.');
  return { minutes, seconds };
}
