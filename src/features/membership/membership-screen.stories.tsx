import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation, useNavigate } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import type { TransactionsResponse } from './api/get-user-transactions';
import { daysFromNow, fixtureId, paidThreeMonths, plans, subscription, transactions } from './components/story-fixtures';
import { MembershipScreen } from './membership-screen';

interface Server {
  history?: TransactionsResponse | StoryAnswer;
  planList?: typeof plans | 'pending';
  checkout?: StoryAnswer;
}

/** The screen's calls, answered as the story needs (a checkout never returns, so the page stays). */
function server({ history = { transactions, subscription }, planList = plans, checkout = 'pending' }: Server = {}) {
  const answer = (value: TransactionsResponse | StoryAnswer): StoryAnswer => (value === 'pending' || 'body' in value ? value : { body: value });
  return stubFetch((url) => {
    if (url.pathname === '/api/transaction/get-user-transactions') return answer(history);
    if (url.pathname === '/api/plans/get-plans')
      return planList === 'pending' ? 'pending' : { body: { subDomain: { _id: url.searchParams.get('subdomain'), plans: planList } } };
    if (url.pathname === '/api/payment/create-checkout-session') return checkout;
    if (url.pathname === '/api/user/get-profile')
      return {
        body: {
          user: {
            _id: fixtureId(900),
            first_name: 'Amara',
            last_name: 'Okafor',
            mobile: '',
            dob: null,
            email: 'amara@example.com',
            profile_url: '/default-profile.svg',
            subdomain: fixtureId(901),
            is_active_plan: true,
            role: 'User',
            leaderboard_name_hidden: false,
          },
        },
      };
    return undefined;
  });
}

/** Opens the screen at a query string, as the router would (the story's router starts at /). */
function At({ search, children }: { search: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Once there, the screen stays mounted even if it rewrites its own query (as ?plan= does).
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (arrived) return;
    if (location.search === search) setArrived(true);
    else void navigate(`${location.pathname}${search}`, { replace: true });
  }, [arrived, location, navigate, search]);
  return arrived ? <>{children}</> : null;
}

function MembershipAt({ search }: { search: string }) {
  return (
    <At search={search}>
      <MembershipScreen />
    </At>
  );
}

const meta = {
  title: 'Membership/MembershipScreen',
  component: MembershipAt,
  args: { search: '' },
  beforeEach: server(),
} satisfies Meta<typeof MembershipAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);

/** Payments, the active plan, why upgrade and the plans. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect((await canvas.findAllByRole('table', { name: 'Your payments, newest first' }))[0]).toBeVisible();
    await expect(canvas.getAllByRole('region', { name: 'My Subscription' })[0]).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: 'Upgrade Now' })).length).toBeGreaterThanOrEqual(3);
    // The table scrolls inside its region; the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** A new learner: no payments, no subscription. */
export const NoPayments: Story = {
  beforeEach: server({ history: { transactions: [], subscription: null } }),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect((await canvas.findAllByRole('heading', { name: 'No payments yet' }))[0]).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'My Subscription' })).toBeNull();
  },
};

/** Everything still loading: placeholders, three of them for the plans. */
export const Loading: Story = {
  beforeEach: server({ history: 'pending', planList: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getAllByRole('status', { name: 'Loading plans' })[0]!.children).toHaveLength(3);
  },
};

/** Sent here by a test that needs a plan: why, as information, and the plans first (nothing is bought yet). */
export const PlanRequired: Story = {
  args: { search: '?reason=plan-required' },
  beforeEach: server({ history: { transactions: [], subscription: null } }),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getAllByText('You need an active plan to take tests. Choose a plan below.')[0]).toBeVisible();
    const plans = (await canvas.findAllByRole('heading', { name: 'Choose a plan' }))[0]!;
    const history = canvas.getAllByRole('heading', { name: 'Payment history' })[0]!;
    await expect(plans.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect((await canvas.findAllByRole('button', { name: 'Upgrade Now' })).length).toBeGreaterThanOrEqual(3);
  },
};

/** Upgrade Now pressed: that card alone spins while the checkout starts. */
export const CheckoutStarting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    const card = within((await canvas.findAllByRole('article', { name: 'Twelve Months' }))[0]!);
    await userEvent.click(card.getByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() => expect(card.getByRole('status')).toHaveTextContent('Starting checkout…'));
    await expect(within(canvas.getAllByRole('article', { name: 'One Month' })[0]!).queryByRole('status')).toBeNull();
  },
};

/** The server refused the checkout: its message stays on the screen. */
export const CheckoutFailed: Story = {
  beforeEach: server({ checkout: { status: 503, body: { message: 'Payments are not available at the moment. Please try again later.' } } }),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(within((await canvas.findAllByRole('article', { name: 'One Month' }))[0]!).getByRole('button', { name: 'Upgrade Now' }));
    await expect((await canvas.findAllByRole('alert'))[0]).toHaveTextContent('Payments are not available at the moment. Please try again later.');
  },
};

/** A plan picked on the landing page: its checkout starts at once. */
export const ChosenPlan: Story = {
  args: { search: `?plan=${fixtureId(2)}` },
  play: async ({ canvasElement }) => {
    const card = within((await canvasOf(canvasElement).findAllByRole('article', { name: 'Three Months' }))[0]!);
    await waitFor(() => expect(card.getByRole('status')).toHaveTextContent('Starting checkout…'));
  },
};

/** Back from paying, the payment already listed (the built-in sandbox). */
export const PaymentConfirmed: Story = {
  args: { search: '?checkout=done' },
  beforeEach: server({
    history: {
      transactions: [{ ...paidThreeMonths, _id: fixtureId(200), createdAt: daysFromNow(0) }, ...transactions],
      subscription: { ...subscription, expiry: daysFromNow(90) },
    },
  }),
  play: async ({ canvasElement }) => {
    await expect((await canvasOf(canvasElement).findAllByText(/^Payment received: your plan is active until/))[0]).toBeVisible();
  },
};

/** A failed load of the payments is shown, not lost. */
export const LoadFailed: Story = {
  beforeEach: server({ history: { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } }),
  play: async ({ canvasElement }) => {
    await expect((await canvasOf(canvasElement).findAllByRole('alert'))[0]).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};
