import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';

export type LandingContent = components['schemas']['LandingContent'];

export function getWebsiteContent(subdomain: string): Promise<LandingContent> {
  return unwrap(api.GET('/api/website/content', { params: { query: { subdomain } } }));
}

export function websiteContentQueryOptions(subdomain: string) {
  return queryOptions({ queryKey: ['website-content', subdomain], queryFn: () => getWebsiteContent(subdomain) });
}

export function useWebsiteContent(subdomain: string | undefined) {
  return useQuery({ ...websiteContentQueryOptions(subdomain ?? ''), enabled: Boolean(subdomain) });
}
