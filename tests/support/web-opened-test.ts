import type { components } from '../../openapi/schema.gen';
import { SUBDOMAIN_ID } from './web-ids';

type Opened = components['schemas']['GetTestResponse'];
type Question = Opened['test']['questions_reference'][number];

interface OpenedQuiz {
  _id: string;
  questions: Question[];
  /** Default 'Contract Law Quiz'. */
  test_name?: string;
  /** Default a minute ago. */
  startedAt?: string;
  /** Default none saved. */
  progress?: Opened['attempt']['progress'];
  /** A tutor-mode test (the learner's own, mode custom, a week long) with these confirmed answers. Default none (a timed Quiz). */
  tutor?: NonNullable<Opened['attempt']['tutor']>;
}

/**
 * A ten-minute practice Quiz as get-test answers it when the learner opens it (the contract's
 * GetTestResponse), begun a minute ago with nine minutes left: the web tests of take test name only
 * its id, questions and what they are about. With `tutor`, the learner's own tutor-mode test instead.
 */
export function anOpenedQuiz({ _id, questions, test_name = 'Contract Law Quiz', startedAt, progress = null, tutor }: OpenedQuiz): Opened {
  const now = Date.now();
  const minutes = tutor ? 7 * 24 * 60 : 10;
  return {
    test: {
      _id,
      test_name,
      test_type: 'Quiz',
      status: 'Active',
      duration_in_mins: minutes,
      number_of_questions: questions.length,
      attempted: false,
      createdAt: new Date(now - 86_400_000).toISOString(),
      subdomain_reference: { _id: SUBDOMAIN_ID, sub_domain_name: 'Alpha Academy' },
      questions_reference: questions,
    },
    attempt: {
      mode: tutor ? 'custom' : 'practice',
      startedAt: startedAt ?? new Date(now - 60_000).toISOString(),
      deadline: new Date(now + (minutes - 1) * 60_000).toISOString(),
      serverTime: new Date(now).toISOString(),
      progress,
      ...(tutor ? { tutor } : {}),
    },
  };
}
