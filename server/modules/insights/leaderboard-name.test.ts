import { describe, expect, it } from 'vitest';
import { leaderboardName } from './leaderboard-name.ts';

const ada = { userId: 'u1', firstName: 'Ada', lastName: 'Lovelace', nameHidden: false };

describe('leaderboardName', () => {
  it('names another learner as the provider chose: first name and initial, in full, or by initials', () => {
    expect(leaderboardName(ada, 'u2', 'short')).toBe('Ada L.');
    expect(leaderboardName(ada, 'u2', 'full')).toBe('Ada Lovelace');
    expect(leaderboardName(ada, 'u2', 'initials')).toBe('A. L.');
  });

  it('calls the viewer’s own row You, even when they hide their name, and anyone else who hides it Learner', () => {
    expect(leaderboardName({ ...ada, nameHidden: true }, 'u1', 'full')).toBe('You');
    expect(leaderboardName({ ...ada, nameHidden: true }, 'u2', 'full')).toBe('Learner');
    expect(leaderboardName({ ...ada, nameHidden: true }, 'u2', 'initials')).toBe('Learner');
  });

  it('writes initials in capitals and leaves out a blank part instead of printing a lone dot', () => {
    expect(leaderboardName({ ...ada, firstName: ' ada ', lastName: 'de morgan' }, 'u2', 'initials')).toBe('A. D.');
    expect(leaderboardName({ ...ada, lastName: ' ' }, 'u2', 'initials')).toBe('A.');
    expect(leaderboardName({ ...ada, lastName: ' ' }, 'u2', 'short')).toBe('Ada');
    expect(leaderboardName({ ...ada, lastName: ' ' }, 'u2', 'full')).toBe('Ada');
  });
});
