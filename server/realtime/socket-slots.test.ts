import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { memorySocketSlots, redisSocketSlots, type SlotsRedis, type SocketSlots } from './socket-slots.ts';
import { describeWith } from '../../tests/support/describe-with.ts';
import { serviceUrl } from '../../tests/support/services.ts';

/** Takes a slot for each holder in turn; says which were given one. */
const takeAll = async (slots: SocketSlots, owner: string, holders: string[]) => {
  const given: string[] = [];
  for (const holder of holders) if (await slots.take(owner, holder)) given.push(holder);
  return given;
};
const holders = (n: number, prefix = 's') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('socket slots in one process', () => {
  it('gives one owner `max` slots, never takes one back for a newcomer, frees one on release, and keeps owners apart', async () => {
    const slots = memorySocketSlots(10);
    expect(await takeAll(slots, 'learner', holders(150))).toEqual(holders(10));
    expect(await slots.take('learner', 's0')).toBe(true); // a holder asking again keeps its slot
    expect(await slots.take('other', 'x')).toBe(true);
    slots.release('learner', 's3');
    slots.release('learner', 's3');
    expect(await takeAll(slots, 'learner', ['late1', 'late2'])).toEqual(['late1']);
  });

  it('counts in this process while Redis cannot be reached', async () => {
    const away: SlotsRedis = { eval: () => Promise.reject(new Error('ECONNREFUSED')), zRem: () => Promise.reject(new Error('ECONNREFUSED')) };
    const slots = redisSocketSlots(away, { max: 10 });
    expect(await takeAll(slots, 'learner', holders(20))).toEqual(holders(10));
    slots.release('learner', 's0');
    expect(await slots.take('learner', 'late')).toBe(true);
    slots.close();
  });
});

// Several processes sharing Redis, against the local Redis (TEST_REDIS_URL; CI sets it).
const redisUrl = serviceUrl('redis');
describeWith('redis')('socket slots in Redis', () => {
  const closers: Array<() => Promise<unknown>> = [];
  const stores: SocketSlots[] = [];
  afterAll(async () => {
    stores.forEach((s) => s.close());
    await Promise.all(closers.map((close) => close()));
  });
  /** A process's slots, on its own Redis connection. */
  async function serverProcess(leaseMs = 60_000) {
    const client = createClient({ url: redisUrl });
    await client.connect();
    closers.push(() => client.close());
    const slots = redisSocketSlots(client, { max: 10, leaseMs, key: (owner) => `test:sockets:${owner}` });
    stores.push(slots);
    return { client, slots };
  }

  it('share one cap between processes: 10 slots in all, and a slot released on one is free for the other', async () => {
    const [one, two] = [await serverProcess(), await serverProcess()];
    const owner = randomUUID();
    const given = [...(await takeAll(one.slots, owner, holders(6, 'a'))), ...(await takeAll(two.slots, owner, holders(6, 'b')))];
    expect(given).toEqual([...holders(6, 'a'), ...holders(4, 'b')]);
    one.slots.release(owner, 'a0');
    // The release is sent without waiting; this client's next command is answered after it.
    await one.client.ping();
    expect(await takeAll(two.slots, owner, ['b4', 'b5'])).toEqual(['b4']);
  });

  it("frees the slots of a process that died when their leases end (Redis's clock), while the living renew theirs", async () => {
    const leaseMs = 3000;
    const [dead, living] = [await serverProcess(leaseMs), await serverProcess(leaseMs)];
    const owner = randomUUID();
    expect(await takeAll(dead.slots, owner, holders(5, 'dead'))).toHaveLength(5);
    expect(await takeAll(living.slots, owner, holders(5, 'living'))).toHaveLength(5);
    dead.slots.close(); // it renews no more, and releases nothing
    // Every lease ends at most a lease from now, by Redis's clock.
    const [seconds, micros] = (await living.client.time()).map(Number) as [number, number];
    const leases = await living.client.zRangeWithScores(`test:sockets:${owner}`, 0, -1);
    expect(leases).toHaveLength(10);
    expect(leases.every((lease) => lease.score <= seconds * 1000 + Math.floor(micros / 1000) + leaseMs)).toBe(true);
    // The dead process's five come free once their leases end; the living keep theirs, renewed.
    let taken: string[] = [];
    while (taken.length === 0) {
      taken = await takeAll(living.slots, owner, ['new']);
      if (!taken.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await takeAll(living.slots, owner, holders(5, 'more'))).toHaveLength(4);
    const held = (await living.client.zRange(`test:sockets:${owner}`, 0, -1)).sort();
    expect(held).toEqual([...holders(5, 'living'), ...holders(4, 'more'), 'new'].sort());
  });
});
