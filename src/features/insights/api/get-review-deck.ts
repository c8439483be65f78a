import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';

export type ReviewDeck = components['schemas']['ReviewDeck'];

/** How many of the caller's review questions are due (the practice area's call; features do not import each other). */
export function getReviewDeck(): Promise<ReviewDeck> {
  return unwrap(api.GET('/api/practice/review-deck'));
}

/** The same key as the practice area's, so the review screen finds it cached. */
export function useReviewDeck() {
  return useQuery({ queryKey: ['practice', 'review-deck'], queryFn: getReviewDeck, staleTime: 0 });
}
