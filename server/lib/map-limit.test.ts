import { describe, expect, it } from 'vitest';
import { mapLimit } from './map-limit.ts';

describe('mapLimit', () => {
  it('keeps the input order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      // Later items finish first, so the result order is not the finishing order.
      await new Promise((resolve) => setImmediate(resolve));
      for (let i = 0; i < n; i++) await Promise.resolve();
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('maps nothing to nothing', async () => {
    expect(await mapLimit([], 4, async () => 1)).toEqual([]);
  });

  it('rejects with the first error', async () => {
    await expect(
      mapLimit([1, 2], 2, async (n) => {
        if (n === 2) throw new Error('two');
        return n;
      }),
    ).rejects.toThrow('two');
  });
});
