/** A learner's answer to one question in one of their submitted tests, as the practice rules read it. */
export interface PastAnswer {
  questionId: string;
  status: 'Correct' | 'Partial' | 'Wrong';
  /** Option indexes, or 'true' | 'false' | null per part of a Sub Questions question. */
  selected: unknown;
  flag: boolean;
  confidence: 'I KNOW IT' | 'THINK SO' | 'NOT SURE' | 'NO IDEA';
  confidenceChosen: boolean;
  /** When its test was submitted. */
  at: Date;
}

/** Whether the learner chose anything: an option, or a part's true or false. A skipped question was not answered. */
export const choseSomething = (selected: unknown): boolean => Array.isArray(selected) && selected.some((item) => item !== null && item !== undefined);

/** An answer whose confidence the learner chose as NOT SURE or NO IDEA (the default, I KNOW IT untouched, says nothing). */
export const unsure = (answer: Pick<PastAnswer, 'confidence' | 'confidenceChosen'>): boolean =>
  answer.confidenceChosen && (answer.confidence === 'NOT SURE' || answer.confidence === 'NO IDEA');

/** Each question's latest answer, from answers in the order they were given. */
export function latestAnswers(answers: readonly PastAnswer[]): Map<string, PastAnswer> {
  const latest = new Map<string, PastAnswer>();
  for (const answer of answers) latest.set(answer.questionId, answer);
  return latest;
}
