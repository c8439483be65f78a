import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '../../../api/profile';
import { transactionsQueryOptions, type Subscription, type TransactionsResponse } from '../api/get-user-transactions';
import { checkoutBaseline, newPayment } from './checkout-baseline';
import { timers } from '../../../lib/timers';

/** While a payment is being confirmed, the list is asked for again this often... */
const POLL_MS = 2_000;
/** ...for at most this long. */
const GIVE_UP_MS = 60_000;

export type Confirmation = { state: 'none' } | { state: 'confirming' } | { state: 'confirmed'; subscription: Subscription | null } | { state: 'slow' };

/**
 * The learner's payments, and, when they have just come back from the payment provider
 * (`returning`), whether their payment has arrived: the payment webhook may land a moment after
 * the browser does, so the list is refetched every 2 s until the new payment is listed, for up
 * to a minute.
 */
export function usePaymentConfirmation(returning: boolean) {
  const queryClient = useQueryClient();
  const [known] = useState(() => (returning ? checkoutBaseline.read() : null));
  const [arrivedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const found = (data: TransactionsResponse | undefined) => Boolean(data && newPayment(data.transactions, known, arrivedAt));

  const transactions = useQuery({
    ...transactionsQueryOptions(),
    refetchInterval: (query) => (returning && !gaveUp && !found(query.state.data) ? POLL_MS : false),
  });
  const paid = returning ? found(transactions.data) : false;

  useEffect(() => {
    if (!returning || paid) return;
    return timers.after(GIVE_UP_MS, () => setGaveUp(true));
  }, [returning, paid]);

  useEffect(() => {
    if (!paid) return;
    checkoutBaseline.clear();
    // The learner's is_active_plan has changed with it.
    void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  }, [paid, queryClient]);

  const confirmation: Confirmation = !returning
    ? { state: 'none' }
    : paid
      ? { state: 'confirmed', subscription: transactions.data?.subscription ?? null }
      : gaveUp
        ? { state: 'slow' }
        : { state: 'confirming' };
  return { transactions, confirmation };
}
