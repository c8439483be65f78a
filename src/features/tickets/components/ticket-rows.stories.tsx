import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tickets } from './story-fixtures';
import { TicketRows } from './ticket-rows';

const meta = {
  title: 'Tickets/TicketRows',
  component: TicketRows,
  args: { tickets, loading: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TicketRows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My Tickets: each row's outcome in the list's words. */
export const MyTickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Timer kept running after submit/ })).toHaveTextContent('Issue Not Resolved');
    await expect(canvas.getByRole('link', { name: /Question 4 of the cardiology quiz/ })).toHaveTextContent('In Progress');
    await expect(canvas.getByRole('link', { name: /Cannot download my invoice/ })).toHaveTextContent('Issue Resolved');
  },
};

/** The staff inbox's rows also name the learner. */
export const StaffInbox: Story = {
  args: { showLearner: true, linkTo: (ticket) => `/tickets/${ticket._id}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/Nadia Rahman/)).toHaveLength(5);
  },
};

/** 3 skeleton rows while loading. */
export const Loading: Story = {
  args: { tickets: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Loading your tickets' }).children).toHaveLength(3);
  },
};
