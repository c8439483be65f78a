import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';

export type FooterPage = components['schemas']['FooterPage'];

export async function getFooterPages(subdomain: string): Promise<FooterPage[]> {
  const { pages } = await unwrap(api.GET('/api/professor_pages/get-pages', { params: { query: { subdomain } } }));
  return pages;
}

export function footerPagesQueryOptions(subdomain: string) {
  return queryOptions({ queryKey: ['footer-pages', subdomain], queryFn: () => getFooterPages(subdomain) });
}

export function useFooterPages(subdomain: string | undefined) {
  return useQuery({ ...footerPagesQueryOptions(subdomain ?? ''), enabled: Boolean(subdomain) });
}
