import { describe, expect, it } from 'vitest';
import { batched } from './batched.ts';

describe('batched', () => {
  it('answers the calls of one turn with one load, each with its own answer, in order', async () => {
    const loads: number[][] = [];
    const double = batched(async (keys: number[]) => {
      loads.push(keys);
      return keys.map((k) => k * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(loads).toEqual([[1, 2, 3]]);
    // A call in a later turn is a batch of its own.
    expect(await double(5)).toBe(10);
    expect(loads).toEqual([[1, 2, 3], [5]]);
  });

  it('splits a large turn into loads of at most `max` keys', async () => {
    const sizes: number[] = [];
    const same = batched(
      async (keys: number[]) => {
        sizes.push(keys.length);
        return keys;
      },
      { maxBatch: 4, maxInFlight: 3 },
    );
    const keys = Array.from({ length: 10 }, (_, i) => i);
    expect(await Promise.all(keys.map(same))).toEqual(keys);
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('fails every call of a failed load, and only those', async () => {
    let fail = true;
    const load = batched(async (keys: string[]) => {
      if (fail) throw new Error('database unavailable');
      return keys;
    });
    const first = await Promise.allSettled([load('a'), load('b')]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('c')).toBe('c');
  });

  it('refuses a load that answers a different number of keys', async () => {
    const short = batched(async (keys: string[]) => keys.slice(1));
    await expect(Promise.all([short('a'), short('b')])).rejects.toThrow('1 answers for 2 keys');
  });
});
