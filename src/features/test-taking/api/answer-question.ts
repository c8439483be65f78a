import { api, unwrap } from '../../../api/client';
import type { JsonBody } from '../../../api/operation-types';
import type { components } from '../../../../openapi/schema.gen';

/** A tutor-mode answer, scored and final, with the question's key and explanation. */
export type TutorFeedback = components['schemas']['TutorFeedback'];

/**
 * Confirms a tutor-mode answer (the learner's own test, mode custom). Safe to send again: the
 * server answers a second confirmation of the question with the first, unchanged.
 */
export function answerQuestion(testId: string, body: JsonBody<'answerTutorQuestion'>): Promise<TutorFeedback> {
  return unwrap(api.POST('/api/test/answer-question/{testId}', { params: { path: { testId } }, body }));
}
