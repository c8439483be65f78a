import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';

export type Mode = 'practice' | 'recharge';
export type OpenedTest = components['schemas']['GetTestResponse'];

/** Opens (or resumes) the learner's attempt: questions without answers, and the server's deadline. */
export function getTest(testId: string, mode: Mode): Promise<OpenedTest> {
  return unwrap(api.GET('/api/test/get-test/{testId}', { params: { path: { testId }, query: { mode } } }));
}

/** Always fresh: the server's time and deadline matter, and the attempt is never reused from cache. */
export function useOpenTest(testId: string, mode: Mode) {
  return useQuery({ queryKey: ['open-test', testId, mode], queryFn: () => getTest(testId, mode), staleTime: 0, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false });
}
