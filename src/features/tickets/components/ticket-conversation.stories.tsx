import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LEARNER_ID, ticket } from './story-fixtures';
import { TicketConversation } from './ticket-conversation';

const meta = {
  title: 'Tickets/TicketConversation',
  component: TicketConversation,
  args: { ticket: ticket(), viewerId: LEARNER_ID, onSend: fn(async () => true) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TicketConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Open ticket: the learner's messages on the right, staff's on the left; the text box and Send. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Question 4 of the cardiology quiz looks wrong' })).toBeInTheDocument();
    await expect(canvas.getByRole('log', { name: 'Messages' })).toHaveTextContent('Amara Okafor, Clinical tutor');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Write a message before sending.')).toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByPlaceholderText('Write something here...'), 'One more thing');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('One more thing');
  },
};

/** Closed: no text box, and why. */
export const Closed: Story = {
  args: { ticket: ticket({ status: 'Closed' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByPlaceholderText('Write something here...')).toBeNull();
    await expect(canvas.getByText('This ticket is Closed: it takes no new messages.')).toBeInTheDocument();
  },
};

export const NoMessages: Story = {
  args: { ticket: ticket({ chats: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Chats Found!')).toBeInTheDocument();
  },
};
