/** How far accuracy may sit from a level's promise and still count as calibrated, in points. */
export const CALIBRATION_TOLERANCE = 15;
/** Fewer answers than this at a level say nothing yet. */
export const CALIBRATION_MIN_ANSWERS = 5;

export type Verdict = 'over' | 'under' | 'good' | 'unknown';

/** Whether a level's answers bear out its promise: right less often than promised is over-confident. */
export function calibrationVerdict({ expected, answers, accuracy }: { expected: number; answers: number; accuracy: number | null }): Verdict {
  if (accuracy === null || answers < CALIBRATION_MIN_ANSWERS) return 'unknown';
  if (accuracy < expected - CALIBRATION_TOLERANCE) return 'over';
  if (accuracy > expected + CALIBRATION_TOLERANCE) return 'under';
  return 'good';
}
