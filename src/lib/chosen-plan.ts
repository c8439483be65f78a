import { planCheckoutPath } from './membership-links';
import { returnPath } from './return-path';
import { sessionStore } from './safe-storage';

/** The plan a visitor picked on the landing page, kept for this tab while they sign up or sign in. */
const KEY = 'chosenPlan';

export const chosenPlan = {
  remember: (planId: string): void => sessionStore.set(KEY, planId),
  get: (): string | null => sessionStore.get(KEY),
  forget: (): void => sessionStore.remove(KEY),
};

/**
 * Where signing in or verifying the email leads: the chosen plan's checkout, else the members-area
 * link the learner opened before being sent to sign in (`returnTo`, taken only if it is a path of
 * the members area), else the members area.
 */
export function afterSignInPath(returnTo?: string): string {
  const planId = chosenPlan.get();
  return planId ? planCheckoutPath(planId) : (returnPath(returnTo) ?? '/menu');
}
