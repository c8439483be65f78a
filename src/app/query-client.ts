import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../api/api-error';
import { isShownInForm } from '../lib/form/shown-in-form';
import { toast } from '../ui/toast';

/**
 * Server state lives here only. The spec's rule: every failed call shows an error toast with
 * the error's message. 4xx answers are final, so they are not retried.
 */
export function createQueryClient(): QueryClient {
  const notify = (error: unknown) => toast.error(error instanceof ApiError ? error.message : errorMessage(undefined, error));
  return new QueryClient({
    // A query's `meta.errorToast` replaces the error's message (the spec's 'Failed to fetch leaderboard data').
    // A 402 (a test or report of a Paid provider without a plan) shows none: its screen opens Membership, which says why.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 402) return;
        if (typeof query.meta?.errorToast === 'string') toast.error(query.meta.errorToast);
        else notify(error);
      },
    }),
    // A mutation marked `meta: { silent: true }` handles its own failure (the spec's submit confirmation);
    // a form's (`meta: SHOWN_IN_FORM`) shows it in the form, beside its fields, and not again as a toast.
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => (mutation.meta?.silent || isShownInForm(mutation.meta) ? undefined : notify(error)),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}
