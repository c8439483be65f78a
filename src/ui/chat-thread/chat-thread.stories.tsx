import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatThread } from './chat-thread';

const meta = {
  title: 'UI/ChatThread',
  component: ChatThread,
  args: {
    label: 'Messages',
    emptyText: 'No Chats Found!',
    sentAtLabel: 'Sent at',
    language: 'en-GB',
    messages: [
      { id: '1', text: 'Is the mock exam timed like the real one?', mine: true, date: '2026-11-20T09:41:00.000Z' },
      {
        id: '2',
        text: 'Yes: 3 hours for 180 questions, and you can pause once.',
        mine: false,
        author: 'Tom Hale, Learner support',
        date: '2026-11-20T13:05:00.000Z',
      },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Own messages right, others' left with their author; times in en-US 12-hour. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Messages' });
    await expect(log).toHaveTextContent(/Sent at \d{1,2}:\d{2} (AM|PM)/);
    await expect(log).toHaveTextContent('Tom Hale, Learner support');
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Chats Found!')).toBeInTheDocument();
  },
};
