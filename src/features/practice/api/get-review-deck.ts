import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { practiceKeys, type ReviewDeck } from './practice-types';

/** How many of the caller's review questions are due, scheduled, and when the next falls due. */
export function getReviewDeck(): Promise<ReviewDeck> {
  return unwrap(api.GET('/api/practice/review-deck'));
}

export function useReviewDeck() {
  return useQuery({ queryKey: practiceKeys.reviewDeck(), queryFn: getReviewDeck, staleTime: 0 });
}
