import { describe, expect, it } from 'vitest';
import { emptyState, type Question } from './answer-state';
import { resumeAttempt } from './resume';

const question: Question = {
  _id: 'q',
  question: 'Q',
  question_type: 'Single Choice Question',
  options: ['a', 'b'],
  images: [],
  sub_questions: [],
  sub_topic_reference: { _id: 's', sub_topic_name: 'S' },
};
const questions = [question, { ...question, _id: 'r' }];
const answered = (option: number) => [{ ...emptyState(question), selectedOption: option }, emptyState(question)];
const started = '2026-11-22T10:00:00.000Z';

describe('resumeAttempt', () => {
  it('starts empty when nothing is saved', () => {
    expect(resumeAttempt(questions, started, null, undefined)).toEqual({ answers: questions.map(emptyState), currentQuestion: 0, unsynced: false });
  });

  it("takes this device's copy when it is newer than the server's, and marks it for syncing", () => {
    const resumed = resumeAttempt(
      questions,
      started,
      { answers: answered(0), currentQuestion: 0, savedAt: '2026-11-22T10:01:00Z' },
      { startedAt: started, answers: answered(1), currentQuestion: 1, savedAt: '2026-11-22T10:02:00Z' },
    );
    expect(resumed).toMatchObject({ currentQuestion: 1, unsynced: true });
    expect(resumed.answers[0]!.selectedOption).toBe(1);
  });

  it("takes the server's copy when another device saved later", () => {
    const resumed = resumeAttempt(
      questions,
      started,
      { answers: answered(0), currentQuestion: 1, savedAt: '2026-11-22T10:05:00Z' },
      { startedAt: started, answers: answered(1), currentQuestion: 0, savedAt: '2026-11-22T10:02:00Z' },
    );
    expect(resumed).toMatchObject({ currentQuestion: 1, unsynced: false });
    expect(resumed.answers[0]!.selectedOption).toBe(0);
  });

  it('ignores a local copy of an earlier attempt or of another shape', () => {
    const old = { startedAt: '2026-11-21T09:00:00Z', answers: answered(1), currentQuestion: 1, savedAt: '2026-11-22T11:00:00Z' };
    expect(resumeAttempt(questions, started, null, old).answers).toEqual(questions.map(emptyState));
    expect(resumeAttempt(questions, started, null, { ...old, startedAt: started, answers: [emptyState(question)] }).answers).toEqual(questions.map(emptyState));
  });
});
