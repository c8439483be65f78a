import { describe, expect, it } from 'vitest';
import { KnownQuestionLists } from './known-question-lists.ts';
import type { OpenAttempt } from './attempt-types.ts';

const attempt = (id: string, userId: string, questionList: string, mode: 'practice' | 'recharge' = 'practice'): OpenAttempt => ({
  id,
  tenantId: 't',
  userId,
  testId: 'test',
  mode,
  startedAt: new Date(0),
  deadlineAt: new Date(0),
  questionList,
  progressJson: null,
});

describe('KnownQuestionLists', () => {
  it('knows the last open attempt seen per learner, test and mode, with its list', () => {
    const lists = new KnownQuestionLists();
    lists.remember(attempt('a1', 'u1', 'q1,q2'));
    lists.remember(attempt('r1', 'u1', 'q2,q1', 'recharge'));
    expect(lists.get('u1', 'test', 'practice')).toEqual({ attemptId: 'a1', list: 'q1,q2' });
    expect(lists.get('u1', 'test', 'recharge')).toEqual({ attemptId: 'r1', list: 'q2,q1' });
    expect(lists.get('u2', 'test', 'practice')).toBeUndefined();
    lists.remember(attempt('a2', 'u1', 'q1,q3'));
    expect(lists.get('u1', 'test', 'practice')).toEqual({ attemptId: 'a2', list: 'q1,q3' });
  });

  it('keeps one copy of a list a cohort shares', () => {
    const lists = new KnownQuestionLists();
    // Lists read for different learners arrive as different strings of the same text.
    lists.remember(attempt('a1', 'u1', ['q1', 'q2'].join(',')));
    lists.remember(attempt('a2', 'u2', ['q1', 'q2'].join(',')));
    expect(Object.is(lists.get('u1', 'test', 'practice')!.list, lists.get('u2', 'test', 'practice')!.list)).toBe(true);
  });
});
