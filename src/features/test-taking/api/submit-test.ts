import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { api, unwrap } from '../../../api/client';
import type { JsonBody } from '../../../api/operation-types';
import type { Mode } from './get-test';

export function submitTest(testId: string, mode: Mode, body: JsonBody<'submitTest'>) {
  return unwrap(api.POST('/api/test/submit-test/{testId}', { params: { path: { testId }, query: { mode } }, body }));
}

/**
 * Submitting survives a bad network: offline, the mutation waits for the connection; a failed
 * request is retried. The server answers a retry with the same report, so there is exactly one.
 */
export function useSubmitTest(testId: string, mode: Mode) {
  return useMutation({
    mutationFn: (body: JsonBody<'submitTest'>) => submitTest(testId, mode, body),
    retry: (failures, error) => error instanceof ApiError && (error.status === 0 || error.status >= 500) && failures < 6,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 15_000),
    // The spec handles a failed submit inside the confirmation silently (no toast).
    meta: { silent: true },
  });
}
