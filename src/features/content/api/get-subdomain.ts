import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { ApiError } from '../../../api/api-error';
import { storeSubdomainId } from '../../../tenant/subdomain-storage';

interface Messages {
  invalidHostname: string;
  notFound: string;
}

/** The spec's lookup: the browser's hostname -> the provider's subdomain id, stored for later calls. */
export async function getSubdomain(host: string, messages: Messages): Promise<string> {
  // Client-side outcomes, but final like a 4xx: retrying cannot change them.
  if (!host) throw new ApiError(400, messages.invalidHostname);
  const response = await unwrap(api.POST('/api/user/get-subdomain', { body: { host } }));
  const id = response?.data?._id;
  if (!id) throw new ApiError(404, messages.notFound);
  storeSubdomainId(id);
  return id;
}

export function subdomainQueryOptions(host: string, messages: Messages) {
  return queryOptions({
    queryKey: ['subdomain', host],
    queryFn: () => getSubdomain(host, messages),
    staleTime: Infinity,
  });
}

/** The current host's subdomain id (resolved once per page load). */
export function useSubdomainId() {
  const { t } = useTranslation('content');
  // Empty where there is no page (the server's first-screen render seeds that key).
  const host = typeof location === 'undefined' ? '' : location.hostname;
  return useQuery(subdomainQueryOptions(host, { invalidHostname: t('errors.invalidHostname'), notFound: t('errors.subdomainNotFound') }));
}
