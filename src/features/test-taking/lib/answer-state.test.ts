import { describe, expect, it } from 'vitest';
import { answerPart, chooseConfidence, chooseOption, emptyState, isAttempted, toSubmission, type Question } from './answer-state';

const base = { images: [], sub_questions: [], sub_topic_reference: { _id: 's', sub_topic_name: 'S' } };
const single: Question = { ...base, _id: 'q1', question: 'Q', question_type: 'Single Choice Question', options: ['a', 'b', 'c'] };
const multiple: Question = { ...base, _id: 'q2', question: 'Q', question_type: 'Multiple Choice Question', options: ['a', 'b', 'c'] };
const sub: Question = { ...base, _id: 'q3', question: 'Q', question_type: 'Sub Questions', options: [], sub_questions: [{ question: 'x' }, { question: 'y' }] };

describe('answer state', () => {
  it('starts unanswered with the default confidence I KNOW IT, not chosen', () => {
    expect(emptyState(sub)).toEqual({
      selectedOption: null,
      selectedOptions: [],
      selected: [null, null],
      questionFlagged: false,
      confidence: 'I KNOW IT',
      confidenceChosen: false,
      note: '',
    });
  });

  it('records a confidence as chosen when the learner picks a level, the default included', () => {
    expect(chooseConfidence(emptyState(single), 'NOT SURE')).toMatchObject({ confidence: 'NOT SURE', confidenceChosen: true });
    expect(chooseConfidence(emptyState(single), 'I KNOW IT')).toMatchObject({ confidence: 'I KNOW IT', confidenceChosen: true });
    expect(toSubmission(single, chooseConfidence(emptyState(single), 'THINK SO'))).toMatchObject({ comment: 'THINK SO', confidenceChosen: true });
  });

  it('submits a confidence left at the default, or saved by an older app without the flag, as not chosen', () => {
    expect(toSubmission(single, emptyState(single))).toMatchObject({ comment: 'I KNOW IT', confidenceChosen: false });
    const { confidenceChosen: _, ...older } = { ...emptyState(single), confidence: 'NO IDEA' as const };
    expect(toSubmission(single, older)).toMatchObject({ comment: 'NO IDEA', confidenceChosen: false });
  });

  it('single choice replaces the selection; multiple choice toggles', () => {
    let s = chooseOption(single, emptyState(single), 1);
    s = chooseOption(single, s, 2);
    expect(s.selectedOption).toBe(2);
    let m = chooseOption(multiple, emptyState(multiple), 2);
    m = chooseOption(multiple, m, 0);
    m = chooseOption(multiple, m, 2);
    expect(m.selectedOptions).toEqual([0]);
  });

  it('counts a question attempted when chosen, and sub-questions only when every part is answered', () => {
    expect(isAttempted(single, emptyState(single))).toBe(false);
    expect(isAttempted(single, chooseOption(single, emptyState(single), 0))).toBe(true);
    const half = answerPart(emptyState(sub), 0, true);
    expect(isAttempted(sub, half)).toBe(false);
    expect(isAttempted(sub, answerPart(half, 1, false))).toBe(true);
  });

  it('builds the submission item of each type', () => {
    expect(toSubmission(single, { ...chooseOption(single, emptyState(single), 1), questionFlagged: true, note: 'n' })).toEqual({
      question: 'q1',
      comment: 'I KNOW IT',
      confidenceChosen: false,
      flag: true,
      selected: [1],
      notes: 'n',
    });
    expect(toSubmission(single, emptyState(single)).selected).toEqual([]);
    expect(toSubmission(multiple, chooseOption(multiple, emptyState(multiple), 2)).selected).toEqual([2]);
    expect(toSubmission(sub, answerPart(emptyState(sub), 1, false)).selected).toEqual([null, 'false']);
  });
});
