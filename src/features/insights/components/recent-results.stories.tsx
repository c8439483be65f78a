import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecentResults } from './recent-results';
import { LONG_TEST_NAME, LONG_TEST_NAME_CUT, reports } from './story-fixtures';

const meta = {
  title: 'Insights/RecentResults',
  component: RecentResults,
  args: { reports, loading: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecentResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Test name (cut at 30 characters, the full name on hover), type, questions, date and Score. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Recent Results' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Test Name', 'Type', 'Questions', 'Date', 'Score']);
    const first = within(table).getAllByRole('row')[1]!;
    await expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([LONG_TEST_NAME_CUT, 'Exam', '50', '12 Mar 2026', '38 / 50']);
    await expect(within(first).getByText(LONG_TEST_NAME_CUT)).toHaveAttribute('title', LONG_TEST_NAME);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

/** The spec's skeleton: 5 rows of 5 columns. */
export const Loading: Story = {
  args: { reports: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading recent results' });
    const rows = status.querySelectorAll('tr');
    await expect(rows).toHaveLength(5);
    await expect([...rows].map((r) => r.querySelectorAll('td').length)).toEqual([5, 5, 5, 5, 5]);
  },
};

export const Empty: Story = {
  args: { reports: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results yet. Take a test and your score will show here.')).toBeVisible();
  },
};
