/**
 * Where a past result's review was opened from, so that its back link returns there: the review's
 * query parameter `from` names it (kept through a reload), beside the spec's viewScore and reportId.
 * Without it the review goes back to the screen its route belongs to (Tests, Recharge, the topic).
 */
export const REVIEW_FROM_PARAM = 'from';

export const REVIEW_ORIGINS = {
  dashboard: '/menu',
  results: '/menu/results',
} as const;

export type ReviewOrigin = keyof typeof REVIEW_ORIGINS;

export const isReviewOrigin = (value: string | null): value is ReviewOrigin => value !== null && Object.hasOwn(REVIEW_ORIGINS, value);
