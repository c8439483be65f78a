import { StampedCache } from '../../lib/stamped-cache.ts';
import type { RankedLearner } from './repo.ts';

/** A provider's ranking as last computed, with where each learner stands in it. */
export interface Ranking {
  rows: RankedLearner[];
  positionOf: Map<string, number>;
}

/**
 * The latest ranking of each provider, reused while its stamp (see `rankingStamp`) is unchanged:
 * ranking every learner costs a scan of all the provider's reports, the stamp a pass over its users and tests.
 */
export class RankingCache {
  private readonly rankings: StampedCache<Ranking>;

  constructor(capacity = 64) {
    this.rankings = new StampedCache(capacity);
  }

  get(tenantId: string, stamp: string): Ranking | undefined {
    return this.rankings.get(tenantId, stamp);
  }

  set(tenantId: string, stamp: string, rows: RankedLearner[]): Ranking {
    return this.rankings.set(tenantId, stamp, { rows, positionOf: new Map(rows.map((row) => [row.userId, row.position])) });
  }
}
