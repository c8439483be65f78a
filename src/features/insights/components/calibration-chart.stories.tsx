import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CalibrationChart } from './calibration-chart';
import { calibration, emptyCalibration } from './story-fixtures';

const meta = {
  title: 'Insights/CalibrationChart',
  component: CalibrationChart,
  args: { data: calibration, answered: true, loading: false },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: '36rem' }}>
      <CalibrationChart {...args} />
    </div>
  ),
} satisfies Meta<typeof CalibrationChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line per confidence level over 6 months, and a verdict per level once it has been used 5 times. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Confidence calibration' });
    await expect(within(card).getByRole('figure')).toHaveAccessibleDescription(
      'How often you were right at each confidence level, per month over the last 6 months.',
    );
    await waitFor(() => expect(card.querySelectorAll('.apexcharts-line-series .apexcharts-series')).toHaveLength(4));
    await expect(within(card).getByText('From answers where you chose a confidence level.')).toBeVisible();
    // Each level: its name, how often right, and the verdict (none for a level with too few answers).
    const levels = within(card)
      .getAllByRole('listitem')
      .map((li) => [...li.childNodes].map((node) => node.textContent?.trim()).filter(Boolean));
    await expect(levels).toEqual([
      ['I KNOW IT', '80% right (96 of 120)', 'Over-confident: you were right less often than you thought.'],
      ['THINK SO', '70.31% right (45 of 64)', 'Well calibrated.'],
      ['NOT SURE', '56.67% right (17 of 30)', 'Under-confident: you knew more than you thought.'],
      ['NO IDEA', '33.33% right (1 of 3)'],
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'Show data table' }));
    const rows = within(within(card).getByRole('table', { name: 'Confidence calibration' })).getAllByRole('row');
    await expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Confidence', 'Promise', 'Answers', 'Right', 'Oct 25', 'Nov 25', 'Dec 25', 'Jan 26', 'Feb 26', 'Mar 26']);
    await expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['NOT SURE', '33%', '30', '56.67%', '50%', '50%', '–', '62.5%', '66.67%', '50%']);
  },
};

/** On a phone (358 px of content in a 390 px screen): the wide table scrolls in its own box, the card stays on the screen. */
export const TableOnAPhone: Story = {
  render: (args) => (
    <div style={{ width: '358px' }}>
      <CalibrationChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Confidence calibration' });
    await userEvent.click(within(card).getByRole('button', { name: 'Show data table' }));
    const scroller = within(card).getByRole('group', { name: 'Confidence calibration' });
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(358);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading Confidence calibration' })).toBeInTheDocument();
  },
};

/** No answer yet at any level the learner chose (a confidence left at the default does not count): it asks them to choose. */
export const Empty: Story = {
  args: { data: emptyCalibration },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^No confidence levels chosen yet\./)).toBeVisible();
  },
};

/** No result at all yet: nothing to choose from, so the card says so as the other cards do. */
export const NoResults: Story = {
  args: { data: emptyCalibration, answered: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data to display')).toBeVisible();
    await expect(within(canvasElement).queryByText(/No confidence levels chosen/)).toBeNull();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'Something went wrong on our side. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};
