import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InsightIllustration } from './insight-illustration';

const meta = {
  title: 'Content/InsightIllustration',
  component: InsightIllustration,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InsightIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The insight band's picture when the provider has none: a chart in the brand's own colours, hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
