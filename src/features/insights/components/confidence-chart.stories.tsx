import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConfidenceChart } from './confidence-chart';
import { confidencePie, LONG_TEST_NAME } from './story-fixtures';

const meta = {
  title: 'Insights/ConfidenceChart',
  component: ConfidenceChart,
  args: { data: confidencePie, loading: false },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: '30rem' }}>
      <ConfidenceChart {...args} />
    </div>
  ),
} satisfies Meta<typeof ConfidenceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest test's confidence as a doughnut with the percentage in the middle, its name and correct answers out of the total. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Confidence' });
    await expect(within(card).getByRole('figure')).toHaveAccessibleDescription(
      `Your confidence in your latest test, ${LONG_TEST_NAME}: 72.5%. You got 38 of 50 right.`,
    );
    await expect(within(card).getByText('Correct answers: 38 / 50')).toBeVisible();
    await expect(within(card).getByText('From answers where you chose a confidence level.')).toBeVisible();
    await waitFor(() => expect(card.querySelector('.apexcharts-datalabels-group')).toHaveTextContent('72.5%'));
    await userEvent.click(within(card).getByRole('button', { name: 'Show data table' }));
    const rows = within(within(card).getByRole('table', { name: 'Confidence' }))
      .getAllByRole('row')
      .slice(1);
    await expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Confidence', '72.5%'],
      ['Not confident', '27.5%'],
    ]);
  },
};

/** The latest test has no confidence level the learner chose: no figure, and why, with its correct answers. */
export const NoConfidenceChosen: Story = {
  args: { data: { ...confidencePie, confidence: 0, confidence_answers: 0, graphdata: [0, 100] } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Confidence' });
    await expect(
      within(card).getByText(
        `You did not choose a confidence level in your latest test, ${LONG_TEST_NAME}, so it has no confidence figure. You got 38 of 50 right.`,
      ),
    ).toBeVisible();
    await expect(within(card).queryByRole('figure')).toBeNull();
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading Confidence' })).toBeInTheDocument();
  },
};

/** No test taken yet (the server answers null). */
export const Empty: Story = {
  args: { data: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data to display')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'Something went wrong on our side. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};
