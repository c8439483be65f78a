import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import tenants from 'virtual:tenant-themes';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import type { SessionUser } from '../../api/session';
import type { DashboardData, LeaderboardEntry } from './api/insight-types';
import { dashboard, leaderboard, learner, LONG_TEST_NAME_CUT, newLearnerDashboard, tests } from './components/story-fixtures';
import { DashboardScreen } from './dashboard-screen';
import { onAPhone } from '../../../.storybook/phone-story';

interface Server {
  data?: DashboardData | StoryAnswer;
  board?: LeaderboardEntry[] | StoryAnswer;
  profile?: SessionUser | 'pending';
  /** How many review questions are due (the review deck's card shows when more than none). */
  due?: number;
}

const answer = <T extends object>(value: T | StoryAnswer): StoryAnswer =>
  value === 'pending' || 'body' in value ? (value as StoryAnswer) : { body: { data: value } };

/** The screen's calls: the dashboard, the leaderboard and the profile behind the welcome line. */
function server({ data = dashboard, board = leaderboard, profile = learner, due = 0 }: Server = {}) {
  return stubFetch((url) => {
    if (url.pathname === '/api/practice/review-deck') return { body: { due, scheduled: due + 4, nextDue: null } };
    if (url.pathname === '/api/user/get-user-dashboard-data') return answer(data);
    if (url.pathname === '/api/user/get-leaderboard') return answer(board);
    if (url.pathname === '/api/user/get-profile') return profile === 'pending' ? 'pending' : { body: { user: profile } };
    return undefined;
  });
}

/** A signed-in learner, as the members area has; `user` false keeps no stored profile (the welcome line waits). */
function signedIn(user: SessionUser | false = learner) {
  return () => {
    const saved = ['token', 'refreshToken', 'user'].map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.setItem('token', 'story-access');
    localStorage.setItem('refreshToken', 'story-refresh');
    if (user) localStorage.setItem('user', JSON.stringify(user));
    else localStorage.removeItem('user');
    return () => saved.forEach(([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)));
  };
}

const meta = {
  title: 'Insights/DashboardScreen',
  component: DashboardScreen,
  beforeEach: [signedIn(), server()],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const featuresOf = (slug: unknown) => (tenants.find((t) => t.slug === slug) ?? tenants[0]!).manifest.features;

/** Welcome, counts, recent results and tests, the leaderboard (where the tenant has one) and new tickets, each with View All. */
export const Loaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Priya Natarajan' })).toBeVisible();
    const counts = await canvas.findByRole('list', { name: 'Your progress' });
    await expect(within(counts).getAllByRole('listitem')[0]).toHaveTextContent('9 of 24 attempted');
    const results = canvas.getByRole('region', { name: 'Recent Results' });
    await expect(within(results).getByText(LONG_TEST_NAME_CUT)).toBeVisible();
    await expect(within(results).getByRole('link', { name: 'View all: Recent Results' })).toHaveAttribute('href', '/menu/proficiency-percentage');
    await expect(
      within(canvas.getByRole('region', { name: 'Recently Created Tests' })).getByRole('link', { name: 'View all: Recently Created Tests' }),
    ).toHaveAttribute('href', '/menu/tests');
    await expect(within(canvas.getByRole('region', { name: 'New Tickets' })).getByRole('link', { name: 'View all: New Tickets' })).toHaveAttribute(
      'href',
      '/menu/tickets/view-all',
    );
    if (featuresOf(globals.tenant).leaderboard) {
      const board = canvas.getByRole('region', { name: 'Leaderboard' });
      const you = (await within(board).findByRole('cell', { name: 'You' })).closest('tr')!;
      await expect(you).toHaveAttribute('data-highlight', 'true');
      await expect(you).toHaveTextContent('76.13%');
    } else {
      await expect(canvas.queryByRole('region', { name: 'Leaderboard' })).toBeNull();
    }
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** A test's status opens the test-start dialog; its Start link goes to the take-test route. */
export const StartingATest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const endocrine = tests[0]!;
    await userEvent.click(await canvas.findByRole('button', { name: `Not Attempted: ${endocrine.test_name}` }));
    const dialog = await canvas.findByRole('dialog', { name: endocrine.test_name });
    await expect(within(dialog).getByRole('link', { name: 'Start Exam' })).toHaveAttribute('href', `/menu/tests/take-test/${endocrine._id}`);
    await expect(within(dialog).getByRole('button', { name: 'Go Back' })).toBeVisible();
  },
};

/** Everything loading: the welcome line, the cards and both tables as skeletons (5 rows of 5), the leaderboard's text. */
/** Review questions are due: the review deck's card with Review now, under the counts. */
export const ReviewDeckDue: Story = {
  beforeEach: server({ due: 7 }),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Review deck: 7 questions due' });
    await expect(within(card).getByRole('link', { name: 'Review now' })).toHaveAttribute('href', '/menu/review');
  },
};

export const Loading: Story = {
  beforeEach: [signedIn(false), server({ data: 'pending', board: 'pending', profile: 'pending' })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Loading your progress' }).children).toHaveLength(3);
    for (const name of ['Loading recent results', 'Loading recent tests']) {
      await expect([...canvas.getByRole('status', { name }).querySelectorAll('tr')].map((r) => r.children.length)).toEqual([5, 5, 5, 5, 5]);
    }
    await expect(canvas.getByRole('status', { name: 'Loading tickets' })).toBeInTheDocument();
    if (featuresOf(globals.tenant).leaderboard)
      await expect(within(canvas.getByRole('region', { name: 'Leaderboard' })).getByRole('status')).toHaveTextContent('Loading leaderboard...');
  },
};

/** Just joined: nothing taken, nothing asked, nobody to rank against yet. */
export const NewLearner: Story = {
  beforeEach: server({ data: newLearnerDashboard, board: [] }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No results yet. Take a test and your score will show here.')).toBeVisible();
    await expect(canvas.getByText('No ticket found!')).toBeVisible();
    await expect(canvas.getAllByText('0% attempted')).toHaveLength(3);
    if (featuresOf(globals.tenant).leaderboard) await expect(await canvas.findByText('No data available')).toBeVisible();
  },
};

/** The leaderboard's call failed: the spec's text in its panel, the rest of the dashboard unaffected. */
export const LeaderboardFailed: Story = {
  beforeEach: server({ board: { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LONG_TEST_NAME_CUT)).toBeVisible();
    if (featuresOf(globals.tenant).leaderboard) {
      await waitFor(() =>
        expect(within(canvas.getByRole('region', { name: 'Leaderboard' })).getByRole('alert')).toHaveTextContent('Failed to fetch leaderboard data'),
      );
    }
  },
};

/** The dashboard's call failed: the server's message above the panels, and nothing left loading (spec section 8). */
export const Failed: Story = {
  beforeEach: server({ data: { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('alert'))[0]).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(canvas.queryByRole('status', { name: 'Loading your progress' })).toBeNull();
    await expect(canvas.queryByRole('status', { name: 'Loading recent results' })).toBeNull();
  },
};

/** A phone's width (390 px): the story tests set the browser to it, so media queries answer as on a phone. */
const PHONE = onAPhone();

/** On a phone every table's rows are cards, each fitting the screen; a result's name still opens its review. */
export const Phone: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Your progress' });
    await expect(window.innerWidth).toBe(390);
    const results = canvas.getByRole('region', { name: 'Recent Results' });
    await expect(within(results).getByRole('link', { name: LONG_TEST_NAME_CUT })).toBeVisible();
    await expect(within(results).getByRole('link', { name: 'All results: every test you have taken' })).toHaveAttribute('href', '/menu/results');
    for (const table of canvas.getAllByRole('table')) {
      for (const row of within(table).getAllByRole('row').slice(1)) {
        const box = row.getBoundingClientRect();
        await expect(box.left).toBeGreaterThanOrEqual(0);
        await expect(box.right).toBeLessThanOrEqual(390);
      }
    }
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
