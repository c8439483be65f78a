import { createClient, type RedisClientType } from 'redis';
import type { RateLimiter, WindowCount } from './rate-limiter.ts';

const PREFIX = 'rl:';

/** The production store: one Redis counter per key, so every process sees the same limits. */
export class RedisRateLimiter implements RateLimiter {
  private constructor(private readonly client: RedisClientType) {}

  static async connect(url: string): Promise<RedisRateLimiter> {
    const client = createClient({ url, socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) } }) as RedisClientType;
    client.on('error', () => undefined); // reconnects on its own; commands fail meanwhile
    await client.connect();
    return new RedisRateLimiter(client);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const results = await this.client.multi().incr(PREFIX + key).pExpire(PREFIX + key, windowMs, 'NX').pTTL(PREFIX + key).exec();
    return { count: Number(results[0]), resetInMs: Math.max(0, Number(results[2])) };
  }

  async peek(key: string): Promise<WindowCount> {
    const [count, ttl] = await Promise.all([this.client.get(PREFIX + key), this.client.pTTL(PREFIX + key)]);
    return count ? { count: Number(count), resetInMs: Math.max(0, ttl) } : { count: 0, resetInMs: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.client.del(PREFIX + key);
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
