import type { components } from '../../../openapi/schema.gen.ts';
import { lastMonths } from './months.ts';
import { percent } from './percent.ts';

type Schemas = components['schemas'];
export type Level = Schemas['ConfidenceLevel'];

/** Each level and what it claims: the confidence score of DESIGN.md section 5. */
export const LEVELS: ReadonlyArray<{ level: Level; expected: number }> = [
  { level: 'I KNOW IT', expected: 100 },
  { level: 'THINK SO', expected: 67 },
  { level: 'NOT SURE', expected: 33 },
  { level: 'NO IDEA', expected: 0 },
];

/** One month's answers at one level: how many, and how many were Correct. */
export interface CalibrationRow {
  month: string;
  level: Level;
  answers: number;
  correct: number;
}

function levelsOf(rows: readonly CalibrationRow[]): Schemas['CalibrationLevel'][] {
  return LEVELS.map(({ level, expected }) => {
    const mine = rows.filter((r) => r.level === level);
    const answers = mine.reduce((sum, r) => sum + r.answers, 0);
    const correct = mine.reduce((sum, r) => sum + r.correct, 0);
    return { level, expected, answers, correct, accuracy: answers > 0 ? percent(correct, answers) : null };
  });
}

/**
 * How often the learner was right at each confidence level: over every row, and for each of the
 * last `months` months (oldest first). A level with no answers has accuracy null, not 0: "never
 * said" is not "always wrong".
 */
export function calibration(rows: readonly CalibrationRow[], now: Date, months = 6): Schemas['CalibrationData'] {
  return {
    overall: levelsOf(rows),
    months: lastMonths(now, months).map((month) => ({ month, levels: levelsOf(rows.filter((r) => r.month === month)) })),
  };
}
