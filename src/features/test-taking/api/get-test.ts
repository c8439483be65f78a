import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';

/** practice: the Tests list; recharge: Recharge; custom: the learner's own test (Create Test). */
export type Mode = 'practice' | 'recharge' | 'custom';
export type OpenedTest = components['schemas']['GetTestResponse'];

/** Opens (or resumes) the learner's attempt: questions without answers, and the server's deadline. */
export function getTest(testId: string, mode: Mode): Promise<OpenedTest> {
  return unwrap(api.GET('/api/test/get-test/{testId}', { params: { path: { testId }, query: { mode } } }));
}

const openTestKey = (testId: string, mode: Mode) => ['open-test', testId, mode] as const;

function openTestQuery(testId: string, mode: Mode) {
  return queryOptions({
    queryKey: openTestKey(testId, mode),
    queryFn: () => getTest(testId, mode),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * The attempt opened for one visit of Take test: never reused from cache (the server's time and
 * deadline matter). It is opened when the screen mounts, or just before, by prefetchOpenTest, and
 * then shown as it came rather than opened a second time; it is dropped when the screen goes.
 */
export function useOpenTest(testId: string, mode: Mode) {
  const client = useQueryClient();
  useEffect(() => () => client.removeQueries({ queryKey: openTestKey(testId, mode), exact: true }), [client, testId, mode]);
  return useQuery({ ...openTestQuery(testId, mode), refetchOnMount: false, retryOnMount: false });
}

/**
 * Opens the attempt before the app's first render (src/app/route-data.ts), so that render draws
 * the question at once instead of a placeholder and then the whole screen again. Kept until the
 * screen takes it (useOpenTest drops it when the screen goes).
 */
export function prefetchOpenTest(client: QueryClient, testId: string, mode: Mode): Promise<void> {
  return client.prefetchQuery({ ...openTestQuery(testId, mode), gcTime: 60_000 });
}
