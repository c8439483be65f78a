import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { FakeClock } from '../../tests/support/fake-clock.ts';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

describe('MemoryRateLimiter', () => {
  it('counts within a window and starts again after it', async () => {
    const clock = new FakeClock(0);
    const limiter = new MemoryRateLimiter(clock.millis);
    expect(await limiter.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock.advance(10_000);
    expect(await limiter.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect(await limiter.peek('k')).toEqual({ count: 2, resetInMs: 50_000 });
    clock.advance(50_000);
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect((await limiter.hit('k', 60_000)).count).toBe(1);
    await limiter.reset('k');
    expect((await limiter.peek('k')).count).toBe(0);
    await limiter.close();
  });
});

// The shared store for several processes, against the local Redis when TEST_REDIS_URL is set (CI sets it).
const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : () => undefined;
describeRedis('RedisRateLimiter', () => {
  let limiter: RateLimiter;
  afterAll(() => limiter?.close());

  it('counts within a window shared by every client, and resets', async () => {
    limiter = await RedisRateLimiter.connect(redisUrl!);
    const second = await RedisRateLimiter.connect(redisUrl!);
    const key = `test:${randomUUID()}`;
    expect((await limiter.hit(key, 60_000)).count).toBe(1);
    const seen = await second.hit(key, 60_000);
    expect(seen.count).toBe(2);
    expect(seen.resetInMs).toBeGreaterThan(50_000);
    expect((await limiter.peek(key)).count).toBe(2);
    await second.reset(key);
    expect(await limiter.peek(key)).toEqual({ count: 0, resetInMs: 0 });
    await second.close();
  });
});
