/**
 * Scoring, on the server only (DESIGN.md section 5). Pure functions: no I/O, no clock.
 */
export type AnswerStatus = 'Correct' | 'Partial' | 'Wrong';
export type Confidence = 'I KNOW IT' | 'THINK SO' | 'NOT SURE' | 'NO IDEA';

const CONFIDENCE_SCORE: Record<Confidence, number> = { 'I KNOW IT': 100, 'THINK SO': 67, 'NOT SURE': 33, 'NO IDEA': 0 };

/** The key of one question, as stored. */
export type AnswerKey = { type: 'single'; correctOption: number } | { type: 'multiple'; correctOptions: number[] } | { type: 'sub'; parts: boolean[] };

/** What the learner chose: option indexes, or for sub-questions 'true' | 'false' | null per part. */
export type Selection = number[] | Array<'true' | 'false' | null>;

export function scoreAnswer(key: AnswerKey, selected: Selection): AnswerStatus {
  switch (key.type) {
    case 'single': {
      const chosen = selected as number[];
      return chosen.length === 1 && chosen[0] === key.correctOption ? 'Correct' : 'Wrong';
    }
    case 'multiple': {
      const chosen = new Set(selected as number[]);
      const right = key.correctOptions.filter((o) => chosen.has(o)).length;
      const wrong = chosen.size - right;
      if (wrong === 0 && right === key.correctOptions.length) return 'Correct';
      return right > 0 && wrong <= right ? 'Partial' : 'Wrong';
    }
    case 'sub': {
      const parts = selected as Array<'true' | 'false' | null>;
      const right = key.parts.filter((answer, i) => parts[i] === String(answer)).length;
      if (right === key.parts.length) return 'Correct';
      return right > 0 ? 'Partial' : 'Wrong';
    }
  }
}

/** A question counts as attempted when it has a selection; sub-questions need every part answered. */
export function isAttempted(key: AnswerKey, selected: Selection): boolean {
  if (key.type === 'sub')
    return key.parts.every((_, i) => (selected as Array<string | null>)[i] === 'true' || (selected as Array<string | null>)[i] === 'false');
  return (selected as number[]).length > 0;
}

interface ReportTotals {
  total: number;
  attempted: number;
  correct: number;
  partial: number;
  wrong: number;
  /** correct / total * 100, two decimals. */
  percentage: number;
  /**
   * Mean confidence score of the answers whose confidence the learner chose, two decimals; 0 when
   * they chose none. An answer left at the default (I KNOW IT) says nothing about the learner.
   */
  confidence: number;
  /** How many answers' confidence the learner chose. */
  confidenceAnswers: number;
}

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

export function totals(
  answers: Array<{ key: AnswerKey; selected: Selection; confidence: Confidence; confidenceChosen: boolean; status: AnswerStatus }>,
): ReportTotals {
  const total = answers.length;
  const chosen = answers.filter((a) => a.confidenceChosen);
  const count = (status: AnswerStatus) => answers.filter((a) => a.status === status).length;
  const correct = count('Correct');
  return {
    total,
    attempted: answers.filter((a) => isAttempted(a.key, a.selected)).length,
    correct,
    partial: count('Partial'),
    wrong: count('Wrong'),
    percentage: total ? twoDecimals((correct / total) * 100) : 0,
    confidence: chosen.length ? twoDecimals(chosen.reduce((sum, a) => sum + CONFIDENCE_SCORE[a.confidence], 0) / chosen.length) : 0,
    confidenceAnswers: chosen.length,
  };
}
