import { useCallback, useState } from 'react';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { plansQueryOptions, type Plan } from '../../../api/plans';
import { profileQueryOptions } from '../../../api/profile';
import { useTenant } from '../../../tenant/tenant-context';
import { createCheckoutSession } from '../api/create-checkout-session';
import { transactionsQueryOptions } from '../api/get-user-transactions';
import { checkoutBaseline } from './checkout-baseline';

const CHECKOUT_KEY = ['checkout'] as const;

/**
 * Upgrade Now: asks the server for a checkout session for the plan, then sends the browser to
 * its url. Each plan's checkout has its own pending flag, from the mutation cache, and keeps it
 * until the page unloads.
 */
export function usePlanCheckout() {
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const checkout = useMutation({
    mutationKey: CHECKOUT_KEY,
    mutationFn: async (plan: Plan) => {
      const user = await queryClient.ensureQueryData(profileQueryOptions());
      return createCheckoutSession({
        price: plan.price,
        plan_type: plan.validity,
        planId: plan._id,
        subdomain: tenant.subdomainId,
        userId: user._id,
        redirect_url: window.location.origin,
      });
    },
    onSuccess: ({ url }, plan) => {
      checkoutBaseline.record(queryClient.getQueryData(transactionsQueryOptions().queryKey)?.transactions ?? null);
      setLeavingFor(plan._id);
      window.location.assign(url);
    },
    onError: (error) => {
      // 409: the plan was repriced since this page loaded and nothing was charged; show the current prices.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: plansQueryOptions(tenant.subdomainId).queryKey });
    },
  });
  const pendingIds = useMutationState({
    filters: { mutationKey: CHECKOUT_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Plan | undefined)?._id,
  });
  const isPending = (planId: string) => leavingFor === planId || pendingIds.includes(planId);
  const { mutate } = checkout;
  // Stable while nothing is pending, so an effect may call it; a press on a pending card asks nothing more.
  const start = useCallback(
    (plan: Plan) => (leavingFor === plan._id || pendingIds.includes(plan._id) ? undefined : mutate(plan)),
    [leavingFor, pendingIds, mutate],
  );
  return { start, isPending, error: checkout.error };
}
