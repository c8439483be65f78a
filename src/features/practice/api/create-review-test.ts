import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { SHOWN_IN_FORM } from '../../../lib/form/shown-in-form';
import { practiceKeys, type BuiltTestMode } from './practice-types';

export function createReviewTest(mode: BuiltTestMode) {
  return unwrap(api.POST('/api/practice/review-test', { body: { mode } }));
}

/** Makes a test of the questions due for review; its failure (409: none due) is shown on the screen. */
export function useCreateReviewTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReviewTest,
    meta: SHOWN_IN_FORM,
    onSuccess: () => client.invalidateQueries({ queryKey: practiceKeys.all }),
  });
}
