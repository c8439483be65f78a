import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { useTenant } from '../../../tenant/tenant-context';
import type { TicketTopic } from './ticket-types';

/** The provider's ticket topics in display order (public, as in the spec). */
export async function getTicketTopics(subdomain: string): Promise<TicketTopic[]> {
  const { topics } = await unwrap(api.GET('/api/topic/get-topics', { params: { query: { sub_domain_reference: subdomain } } }));
  return topics;
}

export const ticketTopicsQueryOptions = (subdomain: string) =>
  queryOptions({ queryKey: ['ticket-topics', subdomain] as const, queryFn: () => getTicketTopics(subdomain), staleTime: 10 * 60_000 });

export function useTicketTopics() {
  return useQuery(ticketTopicsQueryOptions(useTenant().subdomainId));
}
