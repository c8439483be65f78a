import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DataTable } from '../../../ui/data-table';
import { ChartCard } from './chart-card';

const months = [
  { month: 'Jan 26', count: 8 },
  { month: 'Feb 26', count: 9 },
  { month: 'Mar 26', count: 7 },
];

/** A stand-in chart: the card does not care what draws it. */
const bars = (
  <svg viewBox="0 0 120 60" width="100%" height="120" role="presentation">
    {months.map((m, i) => (
      <rect key={m.month} x={10 + i * 38} y={60 - m.count * 6} width="28" height={m.count * 6} fill="currentColor" />
    ))}
  </svg>
);

const meta = {
  title: 'Insights/ChartCard',
  component: ChartCard,
  args: {
    title: 'Number of Tests Taken',
    loading: false,
    empty: false,
    caption: 'Tests taken per month over the last 3 months: 24 in all.',
    chart: bars,
    table: (
      <DataTable
        caption="Number of Tests Taken"
        rows={months}
        keyOf={(m) => m.month}
        loading={false}
        loadingLabel=""
        emptyText="No data to display"
        columns={[
          { header: 'Month', cell: (m) => m.month },
          { header: 'Tests', cell: (m) => m.count, numeric: true },
        ]}
      />
    ),
  },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <ChartCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart is hidden from assistive technology: the caption describes it, and the toggle shows the same numbers as a table. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Number of Tests Taken' });
    const figure = within(card).getByRole('figure');
    await expect(figure).toHaveAccessibleDescription('Tests taken per month over the last 3 months: 24 in all.');
    await expect(figure.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    const toggle = within(card).getByRole('button', { name: 'Show data table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(card).queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('Hide data table');
    const table = within(card).getByRole('table', { name: 'Number of Tests Taken' });
    await expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Jan 268', 'Feb 269', 'Mar 267']);
    await expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(table);
  },
};

/** Its own skeleton while its call is under way. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading Number of Tests Taken' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data to display')).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show data table' })).toBeNull();
  },
};

/** A failed call: the message in the card, the other cards unaffected. */
export const Failed: Story = {
  args: { error: 'Something went wrong on our side. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** Text under the caption (calibration's verdicts). */
export const WithFooter: Story = {
  args: { footer: <p>Well calibrated.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Well calibrated.')).toBeVisible();
  },
};
