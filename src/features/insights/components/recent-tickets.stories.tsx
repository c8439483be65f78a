import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecentTickets } from './recent-tickets';
import { tickets } from './story-fixtures';

const meta = {
  title: 'Insights/RecentTickets',
  component: RecentTickets,
  args: { tickets, loading: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecentTickets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each ticket's subject opens its chat; topic, date and status beneath. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const link = within(items[0]!).getByRole('link', { name: 'Question 12 of the renal quiz has two right answers' });
    await expect(link).toHaveAttribute('href', `/menu/tickets/chat/${tickets[0]!._id}`);
    await expect(items[0]).toHaveTextContent(tickets[0]!.topic.topic_name);
    await expect(items[0]).toHaveTextContent('Raised on 11 Mar 2026');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Open$/),
      expect.stringMatching(/Pending$/),
      expect.stringMatching(/Closed$/),
    ]);
  },
};

/** Three skeleton tickets, announced as loading. */
export const Loading: Story = {
  args: { tickets: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading tickets' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { tickets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No ticket found!')).toBeVisible();
  },
};
