import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { confidenceSeries, emptyConfidenceSeries, LONG_TEST_NAME } from './story-fixtures';
import { onAPhone } from '../../../../.storybook/phone-story';
import { VersusChart } from './versus-chart';

const meta = {
  title: 'Insights/VersusChart',
  component: VersusChart,
  args: { data: confidenceSeries, loading: false },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: '36rem' }}>
      <VersusChart {...args} />
    </div>
  ),
} satisfies Meta<typeof VersusChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confidence, Performance and Time Taken as grouped bars per test, each bar with its value on it. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Confidence VS Performance' });
    await expect(within(card).getByRole('figure')).toHaveAccessibleDescription(
      'Confidence, performance (both in %) and time taken (minutes) in your last 5 tests, oldest first.',
    );
    await waitFor(() =>
      expect([...card.querySelectorAll('.apexcharts-legend-text')].map((l) => l.textContent)).toEqual(['Confidence', 'Performance', 'Time Taken']),
    );
    await expect(card.querySelectorAll('.apexcharts-series')).toHaveLength(3);
    // Minutes are read off their own axis at the end, never off the percentages (ApexCharts puts the end axis first in the DOM).
    await expect([...card.querySelectorAll('.apexcharts-yaxis-title-text')].map((t) => t.textContent)).toEqual([
      'Time Taken (minutes)',
      'Confidence and Performance (%)',
    ]);
    await expect(within(card).getByText('From answers where you chose a confidence level.')).toBeVisible();
    await expect(card.querySelectorAll('.apexcharts-datalabel').length).toBeGreaterThanOrEqual(15);
    await userEvent.click(within(card).getByRole('button', { name: 'Show data table' }));
    const rows = within(within(card).getByRole('table', { name: 'Confidence VS Performance' })).getAllByRole('row');
    await expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Test', 'Confidence', 'Performance', 'Time Taken']);
    await expect(
      within(rows[5]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([LONG_TEST_NAME, '72.5%', '76%', '66.3']);
  },
};

/** Two tests where the learner chose no confidence level: no Confidence bar there, '–' in the table. */
export const SomeWithoutChosenConfidence: Story = {
  args: { data: { ...confidenceSeries, pData: [80, null, 60.5, 70, null] } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Confidence VS Performance' });
    await waitFor(() => expect(card.querySelectorAll('.apexcharts-series')).toHaveLength(3));
    await userEvent.click(within(card).getByRole('button', { name: 'Show data table' }));
    const rows = within(within(card).getByRole('table', { name: 'Confidence VS Performance' })).getAllByRole('row');
    await expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Pharmacology Fundamentals', '–', '36%', '21.25']);
  },
};

/**
 * On a phone (390 px) the chart is narrow: both value axes still count up from 0 at the bottom; the
 * percentage axis has no title (its ticks say %), the minutes axis a one-word one, and the test
 * names lie level, so none is cut off and the bars keep their height.
 */
export const OnAPhone: Story = {
  ...onAPhone({ layout: 'padded' }),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Confidence VS Performance' });
    await waitFor(() => expect(card.querySelectorAll('.apexcharts-yaxis')).toHaveLength(2));
    // The label lowest on each axis is 0 (in Western or Arabic-Indic digits, with or without a percent sign).
    const lowest = (axis: Element) =>
      [...axis.querySelectorAll('.apexcharts-yaxis-label')].reduce((low, l) => (l.getBoundingClientRect().top > low.getBoundingClientRect().top ? l : low));
    const digits = [...card.querySelectorAll('.apexcharts-yaxis')].map((axis) => lowest(axis).textContent.replace(/[^0-9\u0660-\u0669]/g, ''));
    for (const zero of digits) await expect(['0', '\u0660']).toContain(zero);
    const titles = [...card.querySelectorAll('.apexcharts-yaxis-title-text')].map((title) => title.textContent);
    await expect(titles).toHaveLength(1);
    await expect(titles[0]).toMatch(/^(Minutes|بالدقائق)$/);
    const title = card.querySelector('.apexcharts-yaxis-title-text')!.getBoundingClientRect();
    const plot = card.querySelector('.apexcharts-svg')!.getBoundingClientRect();
    await expect(title.top).toBeGreaterThanOrEqual(plot.top);
    await expect(title.bottom).toBeLessThanOrEqual(plot.bottom);
    for (const label of card.querySelectorAll('.apexcharts-xaxis-label')) await expect(label.getAttribute('transform') ?? '').not.toMatch(/rotate\(-/);
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading Confidence VS Performance' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: emptyConfidenceSeries },
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
