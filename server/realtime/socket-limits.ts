import { HttpError } from '../lib/errors.ts';
import type { LimitStore } from '../rate-limit/limit-store.ts';
import { namedLimits } from '../rate-limit/limits.ts';

const MINUTE = 60_000;

/**
 * What one user's sockets may ask, counted per user across all their sockets on every process
 * (the shared limit store: Redis with REDIS_URL), never per socket: more sockets buy no more.
 */
export const SOCKET_LIMITS = {
  /** Joining a ticket's room is a database lookup; a screen joins once, and again on reconnect. */
  joinsPerUser: { max: 30, windowMs: MINUTE },
  /** A nudge follows a stored message, and storing is limited to 20 a minute (tickets/limits.ts). */
  nudgesPerUser: { max: 30, windowMs: MINUTE },
};

export type SocketEvent = keyof typeof SOCKET_LIMITS;

const refusal = () => 'refused';

/**
 * Whether a user's event is within their limit. Once refused, the user's further events of that
 * kind are refused here until the window ends, without asking the store again: a flood costs
 * this process a map lookup per event, not a round trip to Redis.
 */
export function socketLimits(store: LimitStore) {
  const limits = namedLimits(store, 'sockets', SOCKET_LIMITS);
  const refusedUntil = new Map<string, number>();

  return async function allows(event: SocketEvent, user: string): Promise<boolean> {
    const key = `${event}\n${user}`;
    const until = refusedUntil.get(key);
    if (until !== undefined) {
      if (Date.now() < until) return false;
      refusedUntil.delete(key);
    }
    try {
      await limits.take(event, user, refusal);
      return true;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      if (refusedUntil.size >= 10_000) forgetEnded(refusedUntil);
      refusedUntil.set(key, Date.now() + Number(error.headers['Retry-After'] ?? 60) * 1000);
      return false;
    }
  };
}

function forgetEnded(refusedUntil: Map<string, number>) {
  const now = Date.now();
  for (const [key, until] of refusedUntil) if (until <= now) refusedUntil.delete(key);
}

export type SocketLimits = ReturnType<typeof socketLimits>;
