import type { LimitStore } from '../../rate-limit/limit-store.ts';
import { namedLimits } from '../../rate-limit/limits.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits on the calls an attacker would hammer (DESIGN.md section 5). Sign-in, code and reset
 * limits count failures, never successes: strictly per account and address, loosely per account
 * (NIST 800-63B: at most 100 consecutive failures), and per address sized for a classroom (60
 * learners behind one school or hospital address register, verify and sign in within 10
 * minutes). So a stranger cannot lock a learner out, and a class is not locked out by itself.
 */
export const AUTH_LIMITS = {
  signInFailuresPerAccountAndIp: { max: 5, windowMs: 15 * MINUTE },
  signInFailuresPerAccount: { max: 100, windowMs: 24 * HOUR },
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

export const authLimits = (store: LimitStore) => namedLimits(store, 'auth', AUTH_LIMITS);
export type AuthLimits = ReturnType<typeof authLimits>;
