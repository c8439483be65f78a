import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { JsonBody } from '../../../api/operation-types';
import { SHOWN_IN_FORM } from '../../../lib/form/shown-in-form';
import { practiceKeys } from './practice-types';

export type CreateTestBody = JsonBody<'createTest'>;

export function createTest(body: CreateTestBody) {
  return unwrap(api.POST('/api/practice/create-test', { body }));
}

/** Builds a test; its failure is shown in the form (beside the field the server names, or above the button). */
export function useCreateTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTest,
    meta: SHOWN_IN_FORM,
    onSuccess: () => client.invalidateQueries({ queryKey: practiceKeys.myTests() }),
  });
}
