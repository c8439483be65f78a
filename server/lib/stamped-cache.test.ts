import { describe, expect, it } from 'vitest';
import { StampedCache } from './stamped-cache.ts';

describe('StampedCache', () => {
  it('gives a value back only under the stamp it was computed at', () => {
    const cache = new StampedCache<number>(4);
    expect(cache.set('a', 's1', 1)).toBe(1);
    expect(cache.get('a', 's1')).toBe(1);
    expect(cache.get('a', 's2')).toBeUndefined();
    expect(cache.get('b', 's1')).toBeUndefined();
    cache.set('a', 's2', 2);
    expect(cache.get('a', 's1')).toBeUndefined();
    expect(cache.get('a', 's2')).toBe(2);
  });

  it('keeps at most its capacity of keys, dropping the least recently used', () => {
    const cache = new StampedCache<number>(2);
    cache.set('a', 's', 1);
    cache.set('b', 's', 2);
    cache.get('a', 's');
    cache.set('c', 's', 3);
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toBe(1);
    expect(cache.get('c', 's')).toBe(3);
  });
});
