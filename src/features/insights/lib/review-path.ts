import { REVIEW_FROM_PARAM, type ReviewOrigin } from '../../../lib/review-origin';

/**
 * A past result's review: the check-answers route, viewing that report (spec: viewScore=true views
 * a past result), and the screen it was opened from, which its back link returns to.
 */
export const reviewPath = (testId: string, reportId: string, from: ReviewOrigin) =>
  `/menu/tests/check-answers/${testId}?viewScore=true&reportId=${encodeURIComponent(reportId)}&${REVIEW_FROM_PARAM}=${from}`;
