import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnreadDot } from './unread-dot';

const meta = {
  title: 'Tickets/UnreadDot',
  component: UnreadDot,
  args: { label: 'New reply' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UnreadDot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dot to the eye; its words for screen readers and as a tooltip. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [dot] = within(canvasElement).getAllByTitle('New reply');
    await expect(dot).toHaveTextContent('New reply');
  },
};

/** Long words stay hidden: the dot keeps its size. */
export const LongLabel: Story = {
  args: { label: 'A member of staff replied to this ticket and you have not read it yet' },
  play: async ({ canvasElement }) => {
    const [dot] = within(canvasElement).getAllByTitle(/staff replied/);
    await expect(dot!.getBoundingClientRect().width).toBeLessThan(16);
  },
};
