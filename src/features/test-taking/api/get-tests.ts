import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';
import { useTenant } from '../../../tenant/tenant-context';

export type TestListItem = components['schemas']['TestListItem'];

/** The provider's Active tests, each with the learner's attempted flag and latest report. */
export async function getTests(subdomainId: string): Promise<TestListItem[]> {
  const { tests } = await unwrap(api.GET('/api/test/get-tests', { params: { query: { subdomain_reference: subdomainId } } }));
  return tests;
}

export function testsQueryOptions(subdomainId: string) {
  return queryOptions({ queryKey: ['tests', subdomainId], queryFn: () => getTests(subdomainId) });
}

/** The tests list of the current provider. */
export function useTests() {
  const { subdomainId } = useTenant();
  return useQuery(testsQueryOptions(subdomainId));
}
