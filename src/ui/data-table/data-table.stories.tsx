import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable } from './data-table';
import { onAPhone } from '../../../.storybook/phone-story';

interface Score {
  rank: number;
  name: string;
  performance: string;
}

const rows: Score[] = [
  { rank: 6, name: 'Oliver B.', performance: '81.25%' },
  { rank: 7, name: 'Sofia M.', performance: '78.4%' },
  { rank: 8, name: 'You', performance: '76.13%' },
  { rank: 9, name: 'Kwame A.', performance: '71.9%' },
];

const ScoreTable = DataTable<Score>;

const meta = {
  title: 'UI/DataTable',
  component: ScoreTable,
  args: {
    caption: 'Leaderboard',
    rows,
    keyOf: (r) => String(r.rank),
    loading: false,
    loadingLabel: 'Loading leaderboard',
    emptyText: 'No data available',
    highlight: (r) => r.name === 'You',
    columns: [
      { header: 'Rank', cell: (r) => r.rank, numeric: true },
      { header: 'Name', cell: (r) => r.name },
      { header: 'Performance', cell: (r) => r.performance, numeric: true },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScoreTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows under column headers, numbers right-aligned, the caller's own row marked; the caption names the table. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Leaderboard' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Name', 'Performance']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    await expect(bodyRows).toHaveLength(4);
    const you = bodyRows.find((r) => r.textContent?.includes('You'))!;
    await expect(you).toHaveAttribute('data-highlight', 'true');
    await expect(bodyRows.filter((r) => r.hasAttribute('data-highlight'))).toHaveLength(1);
    await expect(getComputedStyle(within(you).getByText('76.13%')).textAlign).toBe('end');
    // The caption is there for assistive technology only.
    await expect(canvasElement.querySelector('caption')!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

export const VisibleCaption: Story = {
  args: { showCaption: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('caption')!.getBoundingClientRect().height).toBeGreaterThan(1);
  },
};

/** Skeleton rows while loading, at least 5 columns wide (the spec's 5 by 5), named for screen readers. */
export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading leaderboard' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    const skeletonRows = status.querySelectorAll('tr');
    await expect(skeletonRows).toHaveLength(5);
    await expect(skeletonRows[0]!.querySelectorAll('td')).toHaveLength(5);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
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

/** On a narrow screen the table scrolls inside its focusable box; the page does not scroll sideways. */
export const Narrow: Story = {
  args: {
    columns: [
      { header: 'Rank', cell: (r) => r.rank, numeric: true },
      { header: 'Name', cell: (r) => r.name },
      { header: 'Performance over the last twelve months', cell: (r) => r.performance, numeric: true },
      { header: 'Tests attempted this year', cell: () => '12 of 24', numeric: true },
      { header: 'Questions attempted this year', cell: () => '480', numeric: true },
    ],
  },
  render: (args) => (
    <div style={{ width: '18rem' }}>
      <ScoreTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('group', { name: 'Leaderboard' });
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** A phone's width (390 px): the story tests set the browser to it, so media queries answer as on a phone. */
const PHONE = onAPhone({ layout: 'padded' });

/** On a phone each row is a card: every cell under its column's name, still a table for screen readers. */
export const Phone: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Leaderboard' });
    await expect(window.innerWidth).toBe(390);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    await expect(bodyRows).toHaveLength(4);
    // One card under the next, each cell labelled by its column.
    await expect(bodyRows[1]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(bodyRows[0]!.getBoundingClientRect().bottom);
    const cells = within(bodyRows[0]!).getAllByRole('cell');
    await expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Rank', 'Name', 'Performance']);
    await expect(getComputedStyle(cells[1]!, '::before').content).toContain('Name');
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
