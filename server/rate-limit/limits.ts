import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../lib/errors.ts';
import type { LimitRule, LimitStore } from './limit-store.ts';

const MINUTE = 60_000;

/** "a minute" or "12 minutes": how long until a refused caller may try again. */
export function waitText(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

type Message = (wait: string) => string;

/**
 * A module's table of named limits, each counted per subject (an address, an account, ...).
 * A refusal is a 429 with Retry-After and a message that says how long to wait.
 */
export function namedLimits<Name extends string>(store: LimitStore, area: string, table: Record<Name, LimitRule>) {
  const counters = new Map<Name, RateLimiterAbstract>(
    (Object.entries(table) as Array<[Name, LimitRule]>).map(([name, rule]) => [name, store.counter(`${area}:${name}`, rule)]),
  );
  const counter = (name: Name) => counters.get(name)!;
  const refuse = (message: Message, msBeforeNext: number) => tooManyRequests(message(waitText(msBeforeNext)), Math.ceil(msBeforeNext / 1000));

  return {
    /** Counts one event and refuses (429) once the limit is passed. */
    async take(name: Name, subject: string, message: Message): Promise<void> {
      try {
        await counter(name).consume(subject);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw refuse(message, error.msBeforeNext);
        throw error;
      }
    },
    /** Refuses (429) when the limit is already reached, without counting. */
    async check(name: Name, subject: string, message: Message): Promise<void> {
      const state = await counter(name).get(subject);
      // The memory store hands back a window that has just ended until its timer removes it.
      if (state && state.msBeforeNext > 0 && state.consumedPoints >= table[name].max) throw refuse(message, state.msBeforeNext);
    },
    /** Counts one event without refusing (e.g. a failure, checked on the next try). */
    count: async (name: Name, subject: string): Promise<void> => {
      await counter(name).penalty(subject);
    },
    /** Forgets the subject's count (e.g. failed sign-ins after a successful one). */
    clear: async (name: Name, subject: string): Promise<void> => {
      await counter(name).delete(subject);
    },
  };
}
