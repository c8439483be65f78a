import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AtRoute, noSidewaysScroll, signedOut, withStorage } from '../../.storybook/story-helpers';
import { listItem, STAFF_ID, ticket, tickets } from '../features/tickets/components/story-fixtures';
import { ticketsServer } from '../features/tickets/story-server';
import { StaffInboxScreen } from './staff-inbox-screen';
import { StaffSignIn } from './staff-sign-in';
import { StaffTicketScreen } from './staff-ticket-screen';

const staffUser = {
  _id: STAFF_ID,
  first_name: 'Amara',
  last_name: 'Okafor',
  mobile: '',
  dob: null,
  email: 'amara.okafor@example.com',
  profile_url: '',
  subdomain: 's',
  is_active_plan: false,
  role: 'Staff',
};
const staffSession = withStorage({ token: 'story-access', refreshToken: 'story-refresh', user: JSON.stringify(staffUser) });

type Page = 'sign-in' | 'inbox' | 'ticket';

/** The staff app's pages (/staff): sign-in, the provider's ticket inbox, and one ticket with reply and status. */
function StaffPage({ page }: { page: Page }) {
  if (page === 'sign-in') return <StaffSignIn />;
  if (page === 'inbox') return <StaffInboxScreen />;
  const { _id } = ticket();
  return (
    <AtRoute pattern="/tickets/:ticketId" path={`/tickets/${_id}`}>
      <StaffTicketScreen />
    </AtRoute>
  );
}

const meta = {
  title: 'Staff/StaffScreens',
  component: StaffPage,
  args: { page: 'inbox' },
  beforeEach: [staffSession, ticketsServer()],
} satisfies Meta<typeof StaffPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff sign in with their password, or a code the first time. */
export const SignIn: Story = {
  args: { page: 'sign-in' },
  beforeEach: [signedOut],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect((await canvas.findAllByText(/fill this in|Enter/)).length).toBeGreaterThan(0);
  },
};

/** Every ticket of the provider, unread first, with status and topic filters and a search. */
export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(tickets[0]!.subject)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const InboxLoading: Story = { beforeEach: [ticketsServer({ list: 'pending' })] };

export const InboxEmpty: Story = { beforeEach: [ticketsServer({ list: [] })] };

export const InboxFailed: Story = {
  beforeEach: [ticketsServer({ list: { status: 500, body: { message: 'Tickets could not be loaded' } } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tickets could not be loaded')).toBeVisible();
  },
};

/** A learner's long subject wraps in its row. */
export const InboxLongText: Story = {
  beforeEach: [
    ticketsServer({
      list: [
        listItem(1, {
          subject: 'The timer on the cardiology mock kept running after I pressed Submit, and the report shows a time far longer than the exam allows',
        }),
        ...tickets.slice(1),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/kept running after I pressed Submit/)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** One ticket: the learner's details and conversation, the reply box and the status menu. */
export const Ticket: Story = {
  args: { page: 'ticket' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('log', { name: 'Messages' })).toBeVisible();
  },
};
