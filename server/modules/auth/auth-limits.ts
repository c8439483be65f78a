import { HttpError } from '../../http/errors.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits on the calls an attacker would hammer. Per IP stops one machine; per account stops a
 * distributed guess at one account. Password reset has its own limits, so an account throttled
 * for failed sign-ins can still reset its password.
 */
export const LIMITS = {
  signInPerIp: { max: 30, windowMs: 15 * MINUTE },
  failedSignInsPerAccount: { max: 5, windowMs: 15 * MINUTE },
  codeChecksPerIp: { max: 30, windowMs: 15 * MINUTE },
  codeChecksPerAccount: { max: 10, windowMs: 15 * MINUTE },
  codesSentPerEmailPerMinute: { max: 1, windowMs: MINUTE },
  codesSentPerEmailPerHour: { max: 5, windowMs: HOUR },
  codesSentPerIp: { max: 20, windowMs: HOUR },
  registrationsPerIp: { max: 10, windowMs: HOUR },
  resetsPerIp: { max: 20, windowMs: 15 * MINUTE },
} as const;

export type LimitName = keyof typeof LIMITS;

export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, { 'Retry-After': String(retryAfterSeconds) });
  }
}

function wait(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

export function authLimits(limiter: RateLimiter) {
  return {
    /** Counts one event and refuses (429) once the limit is passed. */
    async take(name: LimitName, subject: string, message: (wait: string) => string): Promise<void> {
      const { max, windowMs } = LIMITS[name];
      const { count, resetInMs } = await limiter.hit(`${name}:${subject}`, windowMs);
      if (count > max) throw new TooManyRequests(message(wait(resetInMs)), Math.ceil(resetInMs / 1000));
    },
    /** Refuses (429) when the limit is already reached, without counting. */
    async check(name: LimitName, subject: string, message: (wait: string) => string): Promise<void> {
      const { max } = LIMITS[name];
      const { count, resetInMs } = await limiter.peek(`${name}:${subject}`);
      if (count >= max) throw new TooManyRequests(message(wait(resetInMs)), Math.ceil(resetInMs / 1000));
    },
    count: (name: LimitName, subject: string) => limiter.hit(`${name}:${subject}`, LIMITS[name].windowMs),
    clear: (name: LimitName, subject: string) => limiter.reset(`${name}:${subject}`),
  };
}

export type AuthLimits = ReturnType<typeof authLimits>;
