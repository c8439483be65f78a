import { tooManyRequests } from './errors.ts';

export interface GateLimits {
  /** How many run at once. */
  concurrency: number;
  /** How many one client may have waiting; past it, that client gets a 429 at once. */
  queuedPerClient: number;
  /** How many may wait in all; past it, everyone gets a 429 at once. */
  queuedInAll: number;
}

const BUSY = 'The server is busy with other sign-ins. Try again in a few seconds.';

/**
 * Runs expensive work (password hashing) a few at a time. Waiting work is taken from the waiting
 * clients in turn, not first come first served, and each client may only have a few waiting, so
 * one client's flood cannot starve the others: it gets 429s while they keep their turn.
 */
export function fairGate(limits: GateLimits) {
  let running = 0;
  let waitingInAll = 0;
  /** Waiting work by client; the Map's order is the rotation. */
  const waiting = new Map<string, Array<() => void>>();

  function next(): void {
    const [client, queue] = waiting.entries().next().value ?? [];
    if (!client || !queue) return;
    const start = queue.shift()!;
    waiting.delete(client);
    if (queue.length > 0) waiting.set(client, queue); // to the back of the rotation
    waitingInAll -= 1;
    start();
  }

  return {
    async run<T>(client: string, work: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency) {
        const queue = waiting.get(client) ?? [];
        if (queue.length >= limits.queuedPerClient || waitingInAll >= limits.queuedInAll) throw tooManyRequests(BUSY, 2);
        await new Promise<void>((resolve) => {
          queue.push(resolve);
          waiting.set(client, queue);
          waitingInAll += 1;
        });
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        // A finished run hands its slot straight to the next waiting client, or frees it.
        if (waitingInAll > 0) next();
        else running -= 1;
      }
    },
    get state() {
      return { running, waiting: waitingInAll };
    },
  };
}
