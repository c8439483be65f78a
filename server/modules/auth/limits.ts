import type { LimitStore } from '../../rate-limit/limit-store.ts';
import { namedLimits } from '../../rate-limit/limits.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits on the calls an attacker would hammer (DESIGN.md section 5). Sign-in, code and reset
 * limits count failures, never successes: strictly per account and address, per account, and per
 * address sized for a classroom (60 learners behind one school or hospital address register,
 * verify and sign in within 10 minutes), so a class is not locked out by itself.
 *
 * A stranger cannot lock a learner out (OWASP's device cookies, device-cookie.ts): a browser that
 * has signed in to the account before is counted on its own, per device cookie, and passes the
 * account's locks. Those locks then hold back only browsers the account never signed in from,
 * so they can be strict, and last a quarter of an hour at most: 10 failures a window is 960
 * guesses a day at an account, however many addresses an attacker has.
 */
export const AUTH_LIMITS = {
  signInFailuresPerAccountAndIp: { max: 5, windowMs: 15 * MINUTE },
  signInFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  signInFailuresPerDevice: { max: 5, windowMs: 15 * MINUTE },
  signInFailuresPerIp: { max: 60, windowMs: 15 * MINUTE },
  codeFailuresPerIp: { max: 60, windowMs: 15 * MINUTE },
  resetFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  // Attempts, not failures: a flood of changes at once would all pass a check before any failed.
  passwordChangesPerAccount: { max: 5, windowMs: 15 * MINUTE },
  codesSentPerEmailPerMinute: { max: 1, windowMs: MINUTE },
  codesSentPerEmailPerHour: { max: 5, windowMs: HOUR },
  codesSentPerIp: { max: 200, windowMs: HOUR },
  registrationsPerIp: { max: 100, windowMs: HOUR },
};

export type AuthLimitName = keyof typeof AUTH_LIMITS;
export const authLimits = (store: LimitStore) => namedLimits(store, 'auth', AUTH_LIMITS);
export type AuthLimits = ReturnType<typeof authLimits>;
