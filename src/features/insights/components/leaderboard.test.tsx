import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../../tests/support/render-web';
import type { LeaderboardEntry } from '../api/insight-types';
import { Leaderboard } from './leaderboard';

const row = (rank: number, name: string, performance: number, attemptedPercentage: number): LeaderboardEntry => ({
  rank,
  name,
  performance,
  attemptedPercentage,
});
const shown = () =>
  within(screen.getByRole('table', { name: 'Leaderboard' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .join(' | '),
    );

describe('Leaderboard', () => {
  it('shows every row once when learners who hide their names share a rank, also after the board changes', () => {
    const before = [row(1, 'Ada L.', 90, 10), row(2, 'Learner', 80, 20), row(2, 'Learner', 80, 30), row(4, 'You', 70, 40)];
    const after = [row(2, 'Learner', 80, 20), row(2, 'Learner', 80, 30), row(4, 'You', 70, 45), row(5, 'Bo K.', 60, 50)];
    const view = renderWeb(<Leaderboard rows={before} loading={false} failed={false} />);
    view.rerender(<Leaderboard rows={after} loading={false} failed={false} />);
    expect(shown()).toEqual(['2 | Learner | 80% | 20%', '2 | Learner | 80% | 30%', '4 | You | 70% | 45%', '5 | Bo K. | 60% | 50%']);
  });

  it('tells a learner who is not on the board yet how to get there, and says nothing of it once they are', () => {
    const view = renderWeb(<Leaderboard rows={[row(1, 'Ada L.', 90, 10), row(2, 'Learner', 80, 20)]} loading={false} failed={false} />);
    expect(screen.getByText('Take a test to earn your place on the leaderboard.')).toBeTruthy();
    view.rerender(<Leaderboard rows={[row(1, 'Ada L.', 90, 10), row(2, 'You', 80, 20)]} loading={false} failed={false} />);
    expect(screen.queryByText('Take a test to earn your place on the leaderboard.')).toBeNull();
  });
});
