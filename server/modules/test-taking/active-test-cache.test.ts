import { describe, expect, it } from 'vitest';
import { ActiveTestCache } from './active-test-cache.ts';

describe('ActiveTestCache.list', () => {
  it('loads a tenant’s list once, and again for a newly loaded tenant (a sync)', async () => {
    const cache = new ActiveTestCache<string[]>();
    let loads = 0;
    const load = (names: string[]) => async () => {
      loads += 1;
      return names;
    };
    const before = {};
    expect(await cache.list(before, load(['Mock']))).toEqual(['Mock']);
    expect(await cache.list(before, load(['never asked']))).toEqual(['Mock']);
    const synced = {};
    expect(await cache.list(synced, load(['Mock', 'New']))).toEqual(['Mock', 'New']);
    expect(loads).toBe(2);
  });

  it('keeps no failed load: the next call loads again', async () => {
    const cache = new ActiveTestCache<string[]>();
    const scope = {};
    await expect(cache.list(scope, () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.list(scope, async () => ['Mock'])).toEqual(['Mock']);
  });
});
