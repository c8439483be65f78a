import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** At most `max` events per subject in a fixed window of `windowMs`. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

/**
 * Where rate-limit counters live (rate-limiter-flexible): this process's memory by default, or
 * Redis when REDIS_URL is set, so every process counts against the same limits. With Redis, an
 * in-memory limiter stands in while Redis is unreachable: limits stay on (per process) and
 * sign-ins keep working, instead of failing.
 */
export interface LimitStore {
  counter(name: string, rule: LimitRule): RateLimiterAbstract;
  close(): Promise<void>;
}

const options = (name: string, { max, windowMs }: LimitRule) => ({ keyPrefix: `rl:${name}`, points: max, duration: Math.ceil(windowMs / 1000) });

export function memoryLimitStore(): LimitStore {
  return {
    counter: (name, rule) => new RateLimiterMemory(options(name, rule)),
    close: async () => undefined,
  };
}

export async function redisLimitStore(url: string): Promise<LimitStore> {
  // Loaded only when used: the Redis client is a tenth of a second of every start without it.
  const { createClient } = await import('redis');
  // No offline queue: while Redis is away a command fails at once, and the insurance limiter answers.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
  });
  client.on('error', () => undefined); // reconnects on its own; the insurance limiter counts meanwhile
  await client.connect();
  return {
    counter: (name, rule) =>
      new RateLimiterRedis({
        ...options(name, rule),
        storeClient: client,
        useRedisPackage: true,
        insuranceLimiter: new RateLimiterMemory(options(name, rule)),
      }),
    // close() waits for replies in flight; with Redis gone there are none to wait for.
    close: async () => (client.isReady ? client.close() : client.destroy()),
  };
}
