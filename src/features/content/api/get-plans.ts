import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';

export type Plan = components['schemas']['Plan'];

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
