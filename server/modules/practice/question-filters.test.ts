import { describe, expect, it } from 'vitest';
import { latestAnswers, type PastAnswer } from './answer-history.ts';
import { countFilters, matches } from './question-filters.ts';

const at = new Date('2026-03-01T09:00:00Z');
const past = (questionId: string, over: Partial<PastAnswer>): PastAnswer => ({
  questionId,
  status: 'Correct',
  selected: [0],
  flag: false,
  confidence: 'I KNOW IT',
  confidenceChosen: false,
  at,
  ...over,
});

describe('which questions a filter draws', () => {
  it('reads the latest answer to each question', () => {
    const latest = latestAnswers([past('q', { status: 'Wrong', selected: [1] }), past('q', { status: 'Correct' })]);
    expect(matches('wrong', latest.get('q'))).toBe(false);
  });

  it('tells unused, wrong, flagged and low confidence apart exactly', () => {
    const latest = latestAnswers([
      past('wrong', { status: 'Wrong', selected: [1] }),
      past('partial', { status: 'Partial', selected: ['true', null] }),
      past('skipped', { status: 'Wrong', selected: [] }),
      past('skipped-parts', { status: 'Wrong', selected: [null, null] }),
      past('flagged', { flag: true }),
      past('not-sure', { confidence: 'NOT SURE', confidenceChosen: true }),
      past('no-idea', { status: 'Wrong', selected: [2], confidence: 'NO IDEA', confidenceChosen: true }),
      past('think-so', { confidence: 'THINK SO', confidenceChosen: true }),
      past('default-confidence', { confidence: 'NO IDEA', confidenceChosen: false }),
    ]);
    const ids = [...latest.keys(), 'never-seen'];
    const drawn = (filter: Parameters<typeof matches>[0]) => ids.filter((id) => matches(filter, latest.get(id)));
    expect(drawn('all')).toEqual(ids);
    expect(drawn('unused')).toEqual(['never-seen']);
    expect(drawn('wrong')).toEqual(['wrong', 'partial', 'no-idea']);
    expect(drawn('flagged')).toEqual(['flagged']);
    expect(drawn('lowConfidence')).toEqual(['not-sure', 'no-idea']);
    expect(countFilters(ids, latest)).toEqual({ all: 10, unused: 1, wrong: 3, flagged: 1, lowConfidence: 2 });
  });
});
