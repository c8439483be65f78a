import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';

export type Faq = components['schemas']['Faq'];

export async function getFaqs(subdomain: string): Promise<Faq[]> {
  const { faqs } = await unwrap(api.GET('/api/faq/get-faqs', { params: { query: { subdomain } } }));
  return faqs;
}

export function faqsQueryOptions(subdomain: string) {
  return queryOptions({ queryKey: ['faqs', subdomain], queryFn: () => getFaqs(subdomain) });
}

export function useFaqs(subdomain: string | undefined) {
  return useQuery({ ...faqsQueryOptions(subdomain ?? ''), enabled: Boolean(subdomain) });
}
