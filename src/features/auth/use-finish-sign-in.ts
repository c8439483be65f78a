import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '../../api/profile';
import { saveSession } from '../../api/session';
import { afterSignInPath } from '../../lib/chosen-plan';
import { returnPathOf } from '../../lib/return-path';

type SignedIn = Parameters<typeof saveSession>;

/**
 * What a sign-in (password or verified code) ends with: the session kept, the profile known
 * without another request, and the members area (the link the learner opened before signing
 * in, named by the screen's ?next=), or the checkout of a plan picked on the landing page; a staff member goes to the staff app at /staff.
 */
export function useFinishSignIn(): (...session: SignedIn) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  return (token, refreshToken, user) => {
    saveSession(token, refreshToken, user);
    // Staff of the provider answer tickets in the staff app, not the members area.
    if (user.role === 'Staff') return location.assign('/staff');
    queryClient.setQueryData(PROFILE_QUERY_KEY, user);
    void navigate(afterSignInPath(returnPathOf(search)));
  };
}
