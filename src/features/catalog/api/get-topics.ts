import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { useTenant } from '../../../tenant/tenant-context';
import { catalogKeys, type SpecialityTopic } from './catalog-types';

/** The provider's topics in alphabetical order; `key` (already trimmed) filters by name, empty lists all. */
export async function getTopics(subdomainId: string, key: string): Promise<SpecialityTopic[]> {
  const query = key ? { key } : {};
  return (await unwrap(api.GET('/api/user/get-topics/{subdomain}', { params: { path: { subdomain: subdomainId }, query } }))).topics;
}

export const topicsQueryOptions = (subdomainId: string, key: string) =>
  // While a new search loads, the last list stays (marked busy) rather than flashing placeholders.
  queryOptions({ queryKey: catalogKeys.topics(subdomainId, key), queryFn: () => getTopics(subdomainId, key), placeholderData: keepPreviousData });

export function useTopics(key: string) {
  const { subdomainId } = useTenant();
  return useQuery(topicsQueryOptions(subdomainId, key));
}
