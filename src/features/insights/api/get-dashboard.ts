import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { useTenant } from '../../../tenant/tenant-context';
import { FRESH, insightKeys, type DashboardData } from './insight-types';

/** The caller's dashboard: test counts, recent results, newest tests and tickets. */
export async function getDashboard(subdomainId: string): Promise<DashboardData> {
  return (await unwrap(api.GET('/api/user/get-user-dashboard-data', { params: { query: { subdomain: subdomainId } } }))).data;
}

export const dashboardQueryOptions = (subdomainId: string) =>
  queryOptions({ queryKey: insightKeys.dashboard(subdomainId), queryFn: () => getDashboard(subdomainId), ...FRESH });

export function useDashboard() {
  const { subdomainId } = useTenant();
  return useQuery(dashboardQueryOptions(subdomainId));
}
