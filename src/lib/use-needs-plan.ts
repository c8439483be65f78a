import { useSession } from '../api/session';
import { useTenant } from '../tenant/tenant-context';

/**
 * Whether the signed-in learner needs a plan to take tests: the provider's platform is Paid and
 * the learner's stored profile says they have no active plan (the server's rule for every test, answered 402 otherwise). The
 * session's user is refreshed when a payment is confirmed, so this turns false with it.
 */
export function useNeedsPlan(): boolean {
  const tenant = useTenant();
  const session = useSession();
  return tenant.platformType === 'Paid' && session?.user?.is_active_plan === false;
}
