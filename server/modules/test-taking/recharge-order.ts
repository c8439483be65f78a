import type { AnswerStatus, Confidence } from './scoring.ts';

export interface PastAnswer {
  questionId: string;
  status: AnswerStatus;
  confidence: Confidence;
}

const SURE: ReadonlySet<Confidence> = new Set(['I KNOW IT', 'THINK SO']);

/**
 * The question order of a Recharge attempt, from the learner's last report on the test: first
 * the questions they got wrong while sure (I KNOW IT or THINK SO), then their other wrong ones,
 * then the rest; a Partial answer is not right, so it counts as wrong. Within each group the
 * test's own order is kept.
 */
export function rechargeOrder(questionIds: readonly string[], lastAnswers: readonly PastAnswer[]): string[] {
  const past = new Map(lastAnswers.map((a) => [a.questionId, a]));
  const group = (id: string) => {
    const answer = past.get(id);
    if (!answer || answer.status === 'Correct') return 2;
    return SURE.has(answer.confidence) ? 0 : 1;
  };
  return questionIds
    .map((id, index) => ({ id, index, group: group(id) }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map((q) => q.id);
}
