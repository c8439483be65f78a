import type { QueryClient } from '@tanstack/react-query';
import { subdomainQueryOptions } from '../../features/content/api/get-subdomain';

/**
 * The manifest inlined into the page already names the provider's subdomain id, so the landing
 * page's calls need not wait for the host lookup before they start. The lookup still runs on
 * load (the seeded answer is stale at once): it stores the id and reports a host the server
 * does not know, as the spec says.
 */
export function seedSubdomain(client: QueryClient, host: string, subdomainId: string): void {
  const { queryKey } = subdomainQueryOptions(host, { invalidHostname: '', notFound: '' });
  client.setQueryData(queryKey, subdomainId, { updatedAt: 0 });
}
