import { toMinutesSeconds } from '../../../../shared/time/minutes-seconds';

/** Option letters A to P (16 options at most). */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/**
 * The spec's elapsed time for submit-test: minutes.seconds (12 min 35 s -> 12.35), or on timeout
 * the allotted minutes with .00.
 */
export function elapsedForSubmit(elapsedSeconds: number, allottedMinutes: number, timedOut: boolean): number {
  if (timedOut) return Number(allottedMinutes.toFixed(2));
  return toMinutesSeconds(Math.min(elapsedSeconds, allottedMinutes * 60));
}
