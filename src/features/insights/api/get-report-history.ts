import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { FRESH, insightKeys, type ReportHistoryPage } from './insight-types';

/** How many results a page of the history holds. */
export const HISTORY_PAGE_SIZE = 20;

/** One page of the caller's results, newest first, after the report `after` (the previous page's `next`). */
export async function getReportHistory(after: string | undefined, limit = HISTORY_PAGE_SIZE): Promise<ReportHistoryPage> {
  return unwrap(api.GET('/api/report/get-report-history', { params: { query: { limit, ...(after ? { after } : {}) } } }));
}

export const reportHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: insightKeys.history(),
    queryFn: ({ pageParam }) => getReportHistory(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    ...FRESH,
  });

/** Every result the learner has loaded so far; fetchNextPage adds the next page (Show more). */
export const useReportHistory = () => useInfiniteQuery(reportHistoryQueryOptions());
