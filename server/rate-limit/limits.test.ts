import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/errors.ts';
import { FakeClock } from '../../tests/support/fake-clock.ts';
import { memoryLimitStore, redisLimitStore, type LimitStore } from './limit-store.ts';
import { namedLimits, waitText } from './limits.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { describeWith } from '../../tests/support/describe-with.ts';
import { redisServerProgram, serviceUrl } from '../../tests/support/services.ts';

const TABLE = { tries: { max: 3, windowMs: 60_000 } };
const message = (wait: string) => `Too many tries. Try again in ${wait}.`;

async function refusal(work: Promise<void>): Promise<HttpError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('named limits in memory', () => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
  });
  afterEach(() => clock.uninstall());

  it('allows `max` events a window, then answers 429 with Retry-After and the wait, and starts again after the window', async () => {
    const limits = namedLimits(memoryLimitStore(), 'test', TABLE);
    for (let i = 0; i < 3; i++) await limits.take('tries', 'a', message);
    clock.advance(15_000);
    const refused = await refusal(limits.take('tries', 'a', message));
    expect(refused.statusCode).toBe(429);
    expect(refused.message).toBe('Too many tries. Try again in a minute.');
    expect(refused.headers).toEqual({ 'Retry-After': '45' });
    await limits.take('tries', 'b', message); // another subject has its own count
    clock.advance(45_001);
    await limits.take('tries', 'a', message);
  });

  it('checks without counting, counts without refusing, and forgets a subject on clear', async () => {
    const limits = namedLimits(memoryLimitStore(), 'test', TABLE);
    await limits.check('tries', 'a', message);
    for (let i = 0; i < 3; i++) await limits.count('tries', 'a');
    expect((await refusal(limits.check('tries', 'a', message))).statusCode).toBe(429);
    await limits.count('tries', 'a'); // counting past the limit never throws
    await limits.clear('tries', 'a');
    await limits.check('tries', 'a', message);
    for (let i = 0; i < 3; i++) await limits.count('tries', 'a');
    clock.advance(60_001);
    await limits.check('tries', 'a', message); // the window is over
  });

  it('says how long to wait in whole minutes', () => {
    expect(waitText(1)).toBe('a minute');
    expect(waitText(60_000)).toBe('a minute');
    expect(waitText(60_001)).toBe('2 minutes');
    expect(waitText(15 * 60_000)).toBe('15 minutes');
  });
});

// The shared store for several processes, against the local Redis (TEST_REDIS_URL; CI sets it).
const redisUrl = serviceUrl('redis');
describeWith('redis')('named limits in Redis', () => {
  const stores: LimitStore[] = [];
  afterAll(() => Promise.all(stores.map((s) => s.close())));

  it('share one count between processes, and clear for all of them', async () => {
    stores.push(await redisLimitStore(redisUrl!), await redisLimitStore(redisUrl!));
    const area = `test-${randomUUID()}`;
    const [one, two] = stores.map((store) => namedLimits(store, area, TABLE));
    await one!.take('tries', 'a', message);
    await two!.take('tries', 'a', message);
    await one!.take('tries', 'a', message);
    const refused = await refusal(two!.take('tries', 'a', message));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(50);
    await two!.clear('tries', 'a');
    await one!.check('tries', 'a', message);
  });
});

// When Redis goes away mid-run, an in-memory limiter stands in: limits stay on and nothing fails.
const redisServer = redisServerProgram();
describeWith('redis-server')('named limits when Redis stops', () => {
  it('keep counting in memory instead of failing', async () => {
    const port = await freePort();
    const server = spawn(redisServer, ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    try {
      const store = await connectWhenUp(`redis://127.0.0.1:${port}`);
      const limits = namedLimits(store, `test-${randomUUID()}`, TABLE);
      await limits.take('tries', 'a', message);
      server.kill('SIGKILL');
      await once(server, 'exit');
      await limits.take('tries', 'a', message);
      await limits.take('tries', 'a', message);
      await limits.take('tries', 'a', message);
      expect((await refusal(limits.take('tries', 'a', message))).statusCode).toBe(429);
      await store.close();
    } finally {
      server.kill('SIGKILL');
    }
  });
});

async function connectWhenUp(url: string): Promise<LimitStore> {
  for (let tries = 0; ; tries++) {
    try {
      return await redisLimitStore(url);
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
