import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AtRoute, noSidewaysScroll, rightToLeft, signedIn } from '../../../.storybook/story-helpers';
import { chats, fixtureId, STAFF_ID, ticket } from './components/story-fixtures';
import { ticketsServer } from './story-server';
import { TicketChatScreen } from './ticket-chat-screen';

const TICKET = ticket();

/** The screen at /menu/tickets/chat/:ticketId. */
function TicketChatAt() {
  return (
    <AtRoute pattern="/menu/tickets/chat/:ticketId" path={`/menu/tickets/chat/${TICKET._id}`}>
      <TicketChatScreen />
    </AtRoute>
  );
}

const LONG_REPLY =
  'Thank you for the detail. We have checked the cardiology mock: options B and D were both marked correct after last week’s update, ' +
  'which is wrong. The key is fixed, your report for that attempt has been re-scored, ' +
  'and the explanation now links the NICE guidance it rests on. If anything else looks off, reply here and we will look the same day.';

const meta = {
  title: 'Tickets/TicketChatScreen',
  component: TicketChatAt,
  beforeEach: [signedIn, ticketsServer()],
} satisfies Meta<typeof TicketChatAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ticket's details and the conversation, the learner's messages on their side, with the reply box. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(chats[1]!.message)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** A closed ticket takes no more messages. */
export const Closed: Story = { beforeEach: [ticketsServer({ one: ticket({ status: 'Closed' }) })] };

/** A long staff reply wraps inside its bubble. */
export const LongReply: Story = {
  beforeEach: [
    ticketsServer({
      one: ticket({
        chats: [
          ...chats,
          {
            _id: fixtureId(704),
            from: STAFF_ID,
            from_role: 'Staff',
            from_name: 'Amara Okafor, Clinical tutor',
            message: LONG_REPLY,
            date: '2026-11-20T15:00:00.000Z',
          },
        ],
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(LONG_REPLY)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const Loading: Story = { beforeEach: [ticketsServer({ one: 'pending' })] };

export const NotFound: Story = {
  beforeEach: [ticketsServer({ one: { status: 404, body: { message: 'Ticket not found' } } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ticket not found')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(chats[1]!.message)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};
