import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tickets } from './story-fixtures';
import { TicketCards } from './ticket-cards';

const meta = {
  title: 'Tickets/TicketCards',
  component: TicketCards,
  args: { tickets, loading: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TicketCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tickets Sent: at most 4 cards, in the 6 accent colours in turn; the first has a staff reply unread. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Timer kept running after submit' })).toHaveAttribute('href', expect.stringContaining('/menu/tickets/chat/'));
    await expect(canvas.getByText('New reply')).toBeInTheDocument();
  },
};

/** 4 skeleton cards while the tickets load. */
export const Loading: Story = {
  args: { tickets: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Loading your tickets' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list.children).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { tickets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No ticket found!')).toBeInTheDocument();
  },
};
