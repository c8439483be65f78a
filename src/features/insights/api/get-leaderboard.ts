import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { useTenant } from '../../../tenant/tenant-context';
import { FRESH, insightKeys, type LeaderboardEntry } from './insight-types';

/** The 5 leaderboard rows around the caller, with real ranks. */
export async function getLeaderboard(subdomainId: string): Promise<LeaderboardEntry[]> {
  return (await unwrap(api.GET('/api/user/get-leaderboard', { params: { query: { subdomain: subdomainId } } }))).data;
}

/** `failedToast` replaces the error's own message in the failure toast (the spec's 'Failed to fetch leaderboard data'). */
export function leaderboardQueryOptions(subdomainId: string, failedToast?: string) {
  return queryOptions({
    queryKey: insightKeys.leaderboard(subdomainId),
    queryFn: () => getLeaderboard(subdomainId),
    meta: { errorToast: failedToast },
    ...FRESH,
  });
}

export function useLeaderboard(failedToast: string) {
  const { subdomainId } = useTenant();
  return useQuery(leaderboardQueryOptions(subdomainId, failedToast));
}
