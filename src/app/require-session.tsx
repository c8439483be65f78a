import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../api/session';
import { signInPath } from '../lib/return-path';
import { Redirect } from '../ui/redirect';

/**
 * Members-area routes need a session; without one they go to the login screen, which names the
 * link opened (?next=) so that signing in comes back to it.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  return session ? <>{children}</> : <Redirect to={signInPath(`${pathname}${search}`)} />;
}
