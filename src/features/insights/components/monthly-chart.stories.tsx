import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MonthlyChart } from './monthly-chart';
import { emptyMonths, questionsPerMonth, testsPerMonth } from './story-fixtures';

const meta = {
  title: 'Insights/MonthlyChart',
  component: MonthlyChart,
  args: { kind: 'testsTaken', months: testsPerMonth, loading: false },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: '30rem' }}>
      <MonthlyChart {...args} />
    </div>
  ),
} satisfies Meta<typeof MonthlyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Number of Tests Taken: a bar per month for 12 months, the total in the caption, the months in the table. */
export const TestsTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Number of Tests Taken' });
    await expect(within(card).getByRole('figure')).toHaveAccessibleDescription('Tests taken per month over the last 12 months: 57 in all.');
    await waitFor(() => expect(card.querySelectorAll('.apexcharts-bar-area')).toHaveLength(12));
    await userEvent.click(within(card).getByRole('button', { name: 'Show data table' }));
    const rows = within(within(card).getByRole('table', { name: 'Number of Tests Taken' })).getAllByRole('row');
    await expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Tests']);
    await expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Apr 25', '2']);
    await expect(
      within(rows[12]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mar 26', '7']);
  },
};

export const QuestionsAttempted: Story = {
  args: { kind: 'questions', months: questionsPerMonth },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Number of Questions Attempted' });
    await expect(within(card).getByRole('figure')).toHaveAccessibleDescription('Questions attempted per month over the last 12 months: 1176 in all.');
    await waitFor(() => expect(card.querySelector('.apexcharts-svg')).not.toBeNull());
  },
};

export const Loading: Story = {
  args: { months: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading Number of Tests Taken' })).toBeInTheDocument();
  },
};

/** Twelve months of nothing: no empty chart, the spec's text instead. */
export const Empty: Story = {
  args: { months: emptyMonths },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data to display')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { months: undefined, error: 'Something went wrong on our side. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};
