import type { ReactNode } from 'react';
import { useSession } from '../api/session';
import { Redirect } from '../ui/redirect';

/** Members-area routes need a session; without one they go to the login screen. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  return session ? <>{children}</> : <Redirect to="/user-login" />;
}
