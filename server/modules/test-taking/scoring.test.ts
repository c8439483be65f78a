import { describe, expect, it } from 'vitest';
import { isAttempted, scoreAnswer, totals, type AnswerKey } from './scoring.ts';

const single: AnswerKey = { type: 'single', correctOption: 2 };
const multiple: AnswerKey = { type: 'multiple', correctOptions: [0, 2, 3] };
const sub: AnswerKey = { type: 'sub', parts: [true, false, true] };

describe('scoreAnswer', () => {
  it('single choice: Correct or Wrong, nothing in between', () => {
    expect(scoreAnswer(single, [2])).toBe('Correct');
    expect(scoreAnswer(single, [1])).toBe('Wrong');
    expect(scoreAnswer(single, [])).toBe('Wrong');
    expect(scoreAnswer(single, [2, 1])).toBe('Wrong');
  });

  it('multiple choice: Correct for the exact set, Partial for some right and no more wrong than right', () => {
    expect(scoreAnswer(multiple, [3, 0, 2])).toBe('Correct');
    expect(scoreAnswer(multiple, [0])).toBe('Partial');
    expect(scoreAnswer(multiple, [0, 2, 1])).toBe('Partial');
    expect(scoreAnswer(multiple, [0, 1])).toBe('Partial');
    expect(scoreAnswer(multiple, [0, 1, 4])).toBe('Wrong');
    expect(scoreAnswer(multiple, [1, 4])).toBe('Wrong');
    expect(scoreAnswer(multiple, [])).toBe('Wrong');
    expect(scoreAnswer(multiple, [0, 1, 2, 3, 4])).toBe('Partial');
  });

  it('sub-questions: Correct when every part is right, Partial when some are, else Wrong', () => {
    expect(scoreAnswer(sub, ['true', 'false', 'true'])).toBe('Correct');
    expect(scoreAnswer(sub, ['true', 'true', 'true'])).toBe('Partial');
    expect(scoreAnswer(sub, ['true', null, null])).toBe('Partial');
    expect(scoreAnswer(sub, ['false', 'true', 'false'])).toBe('Wrong');
    expect(scoreAnswer(sub, [null, null, null])).toBe('Wrong');
  });
});

describe('isAttempted', () => {
  it('needs a selection, and for sub-questions every part', () => {
    expect(isAttempted(single, [1])).toBe(true);
    expect(isAttempted(single, [])).toBe(false);
    expect(isAttempted(sub, ['true', 'false', null])).toBe(false);
    expect(isAttempted(sub, ['true', 'false', 'false'])).toBe(true);
  });
});

describe('totals', () => {
  it('counts statuses, percentage of Correct and mean chosen confidence', () => {
    const result = totals([
      { key: single, selected: [2], confidence: 'I KNOW IT', confidenceChosen: true, status: 'Correct' },
      { key: multiple, selected: [0], confidence: 'THINK SO', confidenceChosen: true, status: 'Partial' },
      { key: sub, selected: [null, null, null], confidence: 'NO IDEA', confidenceChosen: true, status: 'Wrong' },
    ]);
    expect(result).toEqual({ total: 3, attempted: 2, correct: 1, partial: 1, wrong: 1, percentage: 33.33, confidence: 55.67, confidenceAnswers: 3 });
  });

  it('leaves a confidence at the default out of the confidence figure', () => {
    const result = totals([
      { key: single, selected: [2], confidence: 'NOT SURE', confidenceChosen: true, status: 'Correct' },
      { key: single, selected: [1], confidence: 'I KNOW IT', confidenceChosen: false, status: 'Wrong' },
      { key: single, selected: [], confidence: 'I KNOW IT', confidenceChosen: false, status: 'Wrong' },
    ]);
    expect(result).toMatchObject({ confidence: 33, confidenceAnswers: 1 });
  });

  it('has no confidence figure when no confidence was chosen, however many defaults', () => {
    const defaults = Array.from({ length: 15 }, () => ({
      key: single,
      selected: [2],
      confidence: 'I KNOW IT' as const,
      confidenceChosen: false,
      status: 'Correct' as const,
    }));
    expect(totals(defaults)).toMatchObject({ confidence: 0, confidenceAnswers: 0 });
  });

  it('is zero, not NaN, for an empty test', () => {
    expect(totals([])).toMatchObject({ percentage: 0, confidence: 0, confidenceAnswers: 0 });
  });
});
