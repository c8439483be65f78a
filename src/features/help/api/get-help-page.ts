import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { useTenant } from '../../../tenant/tenant-context';
import type { components } from '../../../../openapi/schema.gen';

export type HelpPage = components['schemas']['HelpPage'];

/** The provider's help page: a title and HTML body, or `message` 'No content'. */
export async function getHelpPage(subdomainId: string): Promise<HelpPage> {
  return unwrap(api.GET('/api/helppage/help', { params: { query: { subdomain: subdomainId } } }));
}

/**
 * The spec: the help page does not display load errors. A failure answers null instead of
 * failing the query, so neither the screen nor the app's error toast (query-client.ts toasts
 * every failed query) shows anything; staleTime 0 tries again on the next visit.
 */
export const helpPageQueryOptions = (subdomainId: string) =>
  queryOptions({
    queryKey: ['help', subdomainId] as const,
    queryFn: (): Promise<HelpPage | null> => getHelpPage(subdomainId).catch(() => null),
    staleTime: 0,
  });

export function useHelpPage() {
  const { subdomainId } = useTenant();
  return useQuery(helpPageQueryOptions(subdomainId));
}
