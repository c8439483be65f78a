import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Leaderboard } from './leaderboard';
import { leaderboard, leaderboardTop, leaderboardWithHiddenNames } from './story-fixtures';

const meta = {
  title: 'Insights/Leaderboard',
  component: Leaderboard,
  args: { rows: leaderboard, loading: false, failed: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 5 rows around the learner, whose own row reads 'You' and stands out. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Leaderboard' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Name', 'Performance', 'Attempted']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Oliver B.', 'Sofia M.', 'You', 'Kwame A.', 'Hannah L.']);
    const you = rows[2]!;
    await expect(you).toHaveAttribute('data-highlight', 'true');
    await expect(
      within(you)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8', 'You', '76.13%', '37.5%']);
    await expect(getComputedStyle(within(you).getAllByRole('cell')[0]!).backgroundColor).not.toBe(
      getComputedStyle(within(rows[1]!).getAllByRole('cell')[0]!).backgroundColor,
    );
  },
};

/** Initials, and two learners who hide their names sharing a rank: each row shown once. */
export const HiddenNamesAndInitials: Story = {
  args: { rows: leaderboardWithHiddenNames },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Leaderboard' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent)
          .join(' '),
      ),
    ).toEqual(['6 Learner', '6 Learner', '8 You', '9 K. A.', '10 H. L.']);
    await expect(rows[2]).toHaveAttribute('data-highlight', 'true');
  },
};

/** A learner without results is not ranked: the top of the board, no 'You', and how to get onto it. */
export const NotRankedYet: Story = {
  args: { rows: leaderboardTop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table', { name: 'Leaderboard' })).queryByText('You')).toBeNull();
    await expect(canvas.getByText('Take a test to earn your place on the leaderboard.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading leaderboard...');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data available')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Failed: Story = {
  args: { rows: undefined, failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to fetch leaderboard data');
  },
};
