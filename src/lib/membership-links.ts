/**
 * The Membership screen's address and the reasons other screens send a learner there. The
 * Membership screen reads these query parameters; the test screens, the landing page and the
 * sign-in screens build them.
 */
export const MEMBERSHIP_PATH = '/menu/membership';

export const MEMBERSHIP_PARAMS = {
  /** Why the learner was sent here: `plan-required` after a test answered 402. */
  reason: 'reason',
  /** A plan id whose checkout starts at once (picked on the landing page). */
  plan: 'plan',
  /** `done` when the payment provider sends the learner back after paying. */
  checkout: 'checkout',
} as const;

export const PLAN_REQUIRED = 'plan-required';

/** Where a learner without an active plan goes when a test needs one. */
export const PLAN_REQUIRED_PATH = `${MEMBERSHIP_PATH}?${MEMBERSHIP_PARAMS.reason}=${PLAN_REQUIRED}`;

/** Membership, starting this plan's checkout at once. */
export const planCheckoutPath = (planId: string) => `${MEMBERSHIP_PATH}?${MEMBERSHIP_PARAMS.plan}=${encodeURIComponent(planId)}`;
