import { choseSomething, unsure, type PastAnswer } from './answer-history.ts';

export type QuestionFilter = 'all' | 'unused' | 'wrong' | 'flagged' | 'lowConfidence';
export const QUESTION_FILTERS: readonly QuestionFilter[] = ['all', 'unused', 'wrong', 'flagged', 'lowConfidence'];

/**
 * Whether a pool question is one a filter selects, by the learner's latest answer to it (undefined:
 * never in one of their submitted tests). `wrong`: the latest answer Wrong or Partial with
 * something chosen (a skipped question is unused or as it was, not wrong); `flagged`: flagged in the
 * latest answer; `lowConfidence`: the latest answer's chosen confidence NOT SURE or NO IDEA.
 */
export function matches(filter: QuestionFilter, latest: PastAnswer | undefined): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'unused':
      return latest === undefined;
    case 'wrong':
      return latest !== undefined && latest.status !== 'Correct' && choseSomething(latest.selected);
    case 'flagged':
      return latest?.flag === true;
    case 'lowConfidence':
      return latest !== undefined && unsure(latest);
  }
}

export type FilterCounts = Record<QuestionFilter, number>;

/** How many of `questionIds` each filter selects. */
export function countFilters(questionIds: readonly string[], latest: ReadonlyMap<string, PastAnswer>): FilterCounts {
  const counts: FilterCounts = { all: 0, unused: 0, wrong: 0, flagged: 0, lowConfidence: 0 };
  for (const id of questionIds) {
    const answer = latest.get(id);
    for (const filter of QUESTION_FILTERS) if (matches(filter, answer)) counts[filter] += 1;
  }
  return counts;
}
