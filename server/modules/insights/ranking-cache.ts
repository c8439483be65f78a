import type { RankedLearner } from './repo.ts';

/** A provider's ranking as last computed, with where each learner stands in it. */
export interface Ranking {
  stamp: string;
  rows: RankedLearner[];
  positionOf: Map<string, number>;
}

/**
 * The latest ranking of each provider, reused while its stamp (see `rankingStamp`) is unchanged:
 * ranking every learner costs a scan of all the provider's reports, the stamp a few index reads.
 * Every process checks the stamp on every call, so a new report shows at once on any process.
 * At most `capacity` providers are kept; the least recently used goes first.
 */
export class RankingCache {
  private readonly rankings = new Map<string, Ranking>();

  constructor(private readonly capacity = 64) {}

  get(tenantId: string, stamp: string): Ranking | undefined {
    const ranking = this.rankings.get(tenantId);
    if (!ranking || ranking.stamp !== stamp) return undefined;
    this.rankings.delete(tenantId);
    this.rankings.set(tenantId, ranking);
    return ranking;
  }

  set(tenantId: string, stamp: string, rows: RankedLearner[]): Ranking {
    const ranking = { stamp, rows, positionOf: new Map(rows.map((row) => [row.userId, row.position])) };
    this.rankings.delete(tenantId);
    this.rankings.set(tenantId, ranking);
    while (this.rankings.size > this.capacity) this.rankings.delete(this.rankings.keys().next().value!);
    return ranking;
  }
}
