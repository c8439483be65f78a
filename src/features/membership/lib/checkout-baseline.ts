import { sessionStore } from '../../../lib/safe-storage';
import type { Transaction } from '../api/get-user-transactions';

/**
 * The payments already listed when the learner left for the payment provider, kept for this tab,
 * so that on their return the new one can be told apart.
 */
const KEY = 'checkoutBaseline';

/**
 * Without that record (the payment finished in another tab, or storage is blocked), a payment
 * this recent counts as the one just made.
 */
const RECENT_MS = 30 * 60_000;

export const checkoutBaseline = {
  /** `null` when the list had not loaded: the return falls back to recency. */
  record: (transactions: readonly Transaction[] | null): void => sessionStore.setJson(KEY, { known: transactions?.map((tx) => tx._id) ?? null }),
  read: (): string[] | null => sessionStore.getJson<{ known: string[] | null }>(KEY)?.known ?? null,
  clear: (): void => sessionStore.remove(KEY),
};

/** The payment just made, once the server lists it: one not known before leaving, or failing a record, a recent one. */
export function newPayment(transactions: readonly Transaction[], known: readonly string[] | null, arrivedAt: number): Transaction | undefined {
  const paid = transactions.filter((tx) => tx.status === 'paid');
  if (known) return paid.find((tx) => !known.includes(tx._id));
  return paid.find((tx) => arrivedAt - Date.parse(tx.createdAt) <= RECENT_MS);
}
