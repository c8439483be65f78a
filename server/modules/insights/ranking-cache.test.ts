import { describe, expect, it } from 'vitest';
import { RankingCache } from './ranking-cache.ts';
import type { RankedLearner } from './repo.ts';

const row = (userId: string, position: number): RankedLearner => ({
  userId,
  firstName: 'A',
  lastName: 'B',
  nameHidden: false,
  rank: position,
  position,
  performance: 50,
  attempted: 1,
});

describe('RankingCache', () => {
  it('gives a ranking back only under the stamp it was computed at, with each learner’s position', () => {
    const cache = new RankingCache();
    cache.set('t1', 's1', [row('u1', 1), row('u2', 2)]);
    expect(cache.get('t1', 's1')?.positionOf.get('u2')).toBe(2);
    expect(cache.get('t1', 's2')).toBeUndefined();
    expect(cache.get('t2', 's1')).toBeUndefined();
  });
});
