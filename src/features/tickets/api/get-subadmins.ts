import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { Subadmin } from './ticket-types';

/** The provider's staff a ticket can be sent to, ids and names only (public, as in the spec). */
export async function getSubadmins(): Promise<Subadmin[]> {
  const { professors } = await unwrap(api.GET('/api/subadmin/get-subadmins'));
  return professors;
}

export const subadminsQueryOptions = () => queryOptions({ queryKey: ['subadmins'] as const, queryFn: getSubadmins, staleTime: 10 * 60_000 });

export const useSubadmins = (enabled = true) => useQuery({ ...subadminsQueryOptions(), enabled });
