import type { Tenant } from '../../tenants/registry.ts';
import type { RankedLearner } from './repo.ts';

/** How the provider's folder has the leaderboard name learners (tenant.yaml `leaderboard.names`). */
export type LeaderboardNames = Tenant['manifest']['leaderboard']['names'];

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase();

/**
 * The name a viewer sees on a leaderboard row: their own row is 'You' (spec), a learner who hides
 * their name is 'Learner' to everyone else, and the others are named as the provider chose.
 */
export function leaderboardName(
  row: Pick<RankedLearner, 'userId' | 'firstName' | 'lastName' | 'nameHidden'>,
  viewerId: string,
  names: LeaderboardNames,
): string {
  if (row.userId === viewerId) return 'You';
  if (row.nameHidden) return 'Learner';
  const first = row.firstName.trim();
  const last = row.lastName.trim();
  switch (names) {
    case 'full':
      return [first, last].filter(Boolean).join(' ');
    case 'initials':
      return [first, last]
        .filter(Boolean)
        .map((part) => `${initialOf(part)}.`)
        .join(' ');
    case 'short': {
      const initial = initialOf(last);
      return initial ? `${first} ${initial}.` : first;
    }
  }
}
