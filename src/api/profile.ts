import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';
import { saveUser, useSession, type SessionUser } from './session';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export async function getProfile(): Promise<SessionUser> {
  const { user } = await unwrap(api.GET('/api/user/get-profile'));
  saveUser(user);
  return user;
}

export const profileQueryOptions = () => queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });

/**
 * The signed-in learner, shown at once from storage and refreshed from the server (when
 * `refresh` is true: the menu's layout waits until its first paint, see usePainted).
 */
export function useProfile(refresh = true) {
  const session = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: Boolean(session) && refresh, placeholderData: session?.user ?? undefined });
}
