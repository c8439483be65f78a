import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';

export type Transaction = components['schemas']['Transaction'];
export type Subscription = components['schemas']['Subscription'];
export type TransactionsResponse = components['schemas']['TransactionsResponse'];

/** The learner's payments (newest first) and current subscription (null when none). */
export function getUserTransactions(): Promise<TransactionsResponse> {
  return unwrap(api.GET('/api/transaction/get-user-transactions'));
}

export const transactionsQueryOptions = () => queryOptions({ queryKey: ['transactions'] as const, queryFn: getUserTransactions });
