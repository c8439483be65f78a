import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../openapi/schema.gen';
import { api, unwrap } from './client';

export type Plan = components['schemas']['Plan'];

/** The provider's plans in display order (the landing page's Plans & Pricing and the Membership screen). */
export async function getPlans(subdomain: string): Promise<Plan[]> {
  const { subDomain } = await unwrap(api.GET('/api/plans/get-plans', { params: { query: { subdomain } } }));
  return subDomain.plans;
}

export function plansQueryOptions(subdomain: string) {
  return queryOptions({ queryKey: ['plans', subdomain], queryFn: () => getPlans(subdomain) });
}

export function usePlans(subdomain: string | undefined) {
  return useQuery({ ...plansQueryOptions(subdomain ?? ''), enabled: Boolean(subdomain) });
}
