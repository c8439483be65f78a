import { describe, expect, it } from 'vitest';
import type { PastAnswer } from './answer-history.ts';
import { dueCards, REVIEW_INTERVAL_DAYS, reviewDeck } from './review-schedule.ts';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-03-01T09:00:00Z');
const day = (n: number) => new Date(start.getTime() + n * DAY);

/** An answer to q on day n: 'wrong', 'partial', 'unsure' (right, NOT SURE chosen), 'sure' (right, I KNOW IT chosen), 'default' (right,
 * confidence untouched) or 'skipped'. */
const answer = (n: number, how: 'wrong' | 'partial' | 'unsure' | 'sure' | 'default' | 'skipped', questionId = 'q'): PastAnswer => ({
  questionId,
  status: how === 'wrong' || how === 'skipped' ? 'Wrong' : how === 'partial' ? 'Partial' : 'Correct',
  selected: how === 'skipped' ? [] : [0],
  flag: false,
  confidence: how === 'unsure' ? 'NOT SURE' : 'I KNOW IT',
  confidenceChosen: how === 'unsure' || how === 'sure',
  at: day(n),
});

describe('the review schedule', () => {
  it('is 1, 3, 7 and 21 days', () => {
    expect(REVIEW_INTERVAL_DAYS).toEqual([1, 3, 7, 21]);
  });

  it('brings a wrong answer back a day later, then moves it on 3, 7 and 21 days after each sure right answer, then lets it go', () => {
    const history = [answer(0, 'wrong')];
    expect(reviewDeck(history).get('q')).toEqual({ questionId: 'q', step: 0, dueAt: day(1) });
    history.push(answer(1, 'sure'));
    expect(reviewDeck(history).get('q')).toEqual({ questionId: 'q', step: 1, dueAt: day(4) });
    history.push(answer(4, 'sure'));
    expect(reviewDeck(history).get('q')).toEqual({ questionId: 'q', step: 2, dueAt: day(11) });
    history.push(answer(11, 'default'));
    expect(reviewDeck(history).get('q')).toEqual({ questionId: 'q', step: 3, dueAt: day(32) });
    history.push(answer(32, 'sure'));
    expect(reviewDeck(history).has('q')).toBe(false);
  });

  it('starts over on a wrong, partial or unsure answer wherever the question was', () => {
    for (const how of ['wrong', 'partial', 'unsure'] as const) {
      const deck = reviewDeck([answer(0, 'wrong'), answer(1, 'sure'), answer(4, 'sure'), answer(6, how)]);
      expect(deck.get('q')).toEqual({ questionId: 'q', step: 0, dueAt: day(7) });
    }
  });

  it('takes in a right answer given unsure, leaves alone a sure right answer outside the deck and a skipped question', () => {
    expect(reviewDeck([answer(0, 'unsure')]).get('q')).toEqual({ questionId: 'q', step: 0, dueAt: day(1) });
    expect(reviewDeck([answer(0, 'sure'), answer(2, 'default')]).size).toBe(0);
    expect(reviewDeck([answer(0, 'skipped')]).size).toBe(0);
    expect(reviewDeck([answer(0, 'wrong'), answer(1, 'skipped')]).get('q')).toEqual({ questionId: 'q', step: 0, dueAt: day(1) });
  });

  it('lists the due questions the longest overdue first', () => {
    const deck = reviewDeck([answer(0, 'wrong', 'b'), answer(0, 'wrong', 'a'), answer(2, 'wrong', 'c'), answer(5, 'wrong', 'later')]);
    expect(dueCards(deck.values(), day(1)).map((c) => c.questionId)).toEqual(['a', 'b']);
    expect(dueCards(deck.values(), day(3)).map((c) => c.questionId)).toEqual(['a', 'b', 'c']);
    expect(dueCards(deck.values(), new Date(day(1).getTime() - 1))).toEqual([]);
  });
});
