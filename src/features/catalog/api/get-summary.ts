import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { useTenant } from '../../../tenant/tenant-context';
import { catalogKeys, type Summary } from './catalog-types';

/** The summary tree: domain, subdomain, and the topics keyed by name with their question counts. */
export async function getSummary(subdomainId: string): Promise<Summary> {
  return (await unwrap(api.GET('/api/sub-domain/view-summary', { params: { query: { subdomain: subdomainId } } }))).summary;
}

export const summaryQueryOptions = (subdomainId: string) =>
  queryOptions({ queryKey: catalogKeys.summary(subdomainId), queryFn: () => getSummary(subdomainId) });

export function useSummary() {
  const { subdomainId } = useTenant();
  return useQuery(summaryQueryOptions(subdomainId));
}
