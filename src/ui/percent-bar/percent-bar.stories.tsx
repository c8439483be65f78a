import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPercent } from '../../tenant/intl-format';
import { PercentBar } from './percent-bar';

const meta = {
  title: 'UI/PercentBar',
  component: PercentBar,
  args: { value: 200 / 3, valueText: formatPercent(200 / 3, 'en-GB'), label: 'Neonatology' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PercentBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A topic's score: a meter named after the topic, the value with 2 decimals beside it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Neonatology' });
    await expect(meter).toHaveAttribute('aria-valuetext', '66.67%');
    await expect(canvas.getByText('66.67%')).toBeVisible();
  },
};

/** The overall score, thicker, with the caller's text. */
export const Large: Story = {
  args: { size: 'lg', value: 76, valueText: '76.00%', label: 'Overall score of Acute Medicine Mock Exam A' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Overall score of Acute Medicine Mock Exam A' });
    await expect(meter).toHaveAttribute('aria-valuetext', '76.00%');
    await expect(meter.getBoundingClientRect().height).toBeGreaterThan(16);
  },
};

const BANDS = [
  { label: 'Up to 40', value: 36.67 },
  { label: 'Up to 55', value: 55 },
  { label: 'Up to 65', value: 62.22 },
  { label: 'Up to 75', value: 73.33 },
  { label: 'Up to 100', value: 91.67 },
];

/** The spec's five colour bands, each in its own colour. */
export const Bands: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '30rem' }}>
      {BANDS.map((band) => (
        <PercentBar key={band.label} value={band.value} valueText={formatPercent(band.value, 'en-GB')} label={band.label} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters.map((m) => m.getAttribute('aria-valuetext'))).toEqual(['36.67%', '55%', '62.22%', '73.33%', '91.67%']);
    const fills = meters.map((m) => getComputedStyle(m.firstElementChild!).backgroundColor);
    await expect(new Set(fills).size).toBe(5);
  },
};

/** Out of range values are clamped to 0 to 100. */
export const Clamped: Story = {
  args: { value: 120, valueText: formatPercent(100, 'en-GB'), label: 'Recognising abuse' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Recognising abuse' });
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(meter).toHaveAttribute('aria-valuetext', '100%');
  },
};
