import { planCheckoutPath } from './membership-links';
import { sessionStore } from './safe-storage';

/** The plan a visitor picked on the landing page, kept for this tab while they sign up or sign in. */
const KEY = 'chosenPlan';

export const chosenPlan = {
  remember: (planId: string): void => sessionStore.set(KEY, planId),
  get: (): string | null => sessionStore.get(KEY),
  forget: (): void => sessionStore.remove(KEY),
};

/** Where signing in or verifying the email leads: the chosen plan's checkout, else the members area. */
export function afterSignInPath(): string {
  const planId = chosenPlan.get();
  return planId ? planCheckoutPath(planId) : '/menu';
}
