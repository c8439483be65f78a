import { useLocation } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, SUBDOMAIN_ID, testManifest } from '../../../tests/support/render-web';
import { toast } from '../../ui/toast';
import type { DashboardData, LeaderboardEntry } from './api/insight-types';
import { dashboard, leaderboard, learner, LONG_TEST_NAME, LONG_TEST_NAME_CUT, newLearnerDashboard, tests } from './components/story-fixtures';
import { DashboardScreen } from './dashboard-screen';

type Answer = { status?: number; body: unknown } | 'pending';

const NOTHING_DUE = { body: { due: 0, scheduled: 0, nextDue: null } };

/** The dashboard's calls; any may be held open ('pending') or fail. */
function serve({
  data = { body: { data: dashboard } },
  board = { body: { data: leaderboard } },
  deck = NOTHING_DUE,
}: { data?: Answer; board?: Answer; deck?: Answer } = {}) {
  return stubApi((url) => {
    const pick = (answer: Answer) => (answer === 'pending' ? new Promise<undefined>(() => {}) : answer);
    if (url.pathname === '/api/user/get-user-dashboard-data') return pick(data);
    if (url.pathname === '/api/user/get-leaderboard') return pick(board);
    if (url.pathname === '/api/practice/review-deck') return pick(deck);
    if (url.pathname === '/api/user/get-profile') return { body: { user: learner } };
    return undefined;
  });
}
const ok = (data: DashboardData | LeaderboardEntry[]) => ({ body: { data } });

function Landed() {
  return <p>Landed on {useLocation().pathname}</p>;
}

const renderDashboard = (manifest = testManifest) =>
  renderAt(
    '/menu',
    [
      { path: '/menu', element: <DashboardScreen /> },
      { path: '*', element: <Landed /> },
    ],
    manifest,
  );

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refreshToken', 'refresh');
  localStorage.setItem('user', JSON.stringify(learner));
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('DashboardScreen', () => {
  it("welcomes the learner by name and asks for the tenant's dashboard and leaderboard", async () => {
    const calls = serve();
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Priya Natarajan');
    await screen.findByRole('list', { name: 'Your progress' });
    const asked = calls.map((c) => `${new URL(c.url).pathname}${new URL(c.url).search}`);
    expect(asked).toContain(`/api/user/get-user-dashboard-data?subdomain=${SUBDOMAIN_ID}`);
    expect(asked).toContain(`/api/user/get-leaderboard?subdomain=${SUBDOMAIN_ID}`);
    expect(document.title).toBe('Dashboard | Alpha Academy');
  });

  it('counts tests, exams and quizzes with how many were attempted', async () => {
    serve();
    renderDashboard();
    const cards = within(await screen.findByRole('list', { name: 'Your progress' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Tests249 of 24 attempted37.5% attempted',
      'Exams103 of 10 attempted30% attempted',
      'Quizzes146 of 14 attempted42.86% attempted',
    ]);
  });

  it('lists recent results with test names cut at 30 characters, type, questions, date and score', async () => {
    serve();
    renderDashboard();
    const table = await within(region('Recent Results')).findByRole('table', { name: 'Recent Results' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([LONG_TEST_NAME_CUT, 'Exam', '50', '12 Mar 2026', '38 / 50']);
    expect(within(rows[0]!).getByText(LONG_TEST_NAME_CUT).getAttribute('title')).toBe(LONG_TEST_NAME);
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('Renal Physiology Quick Quiz');
  });

  it("opens a recent result's review from its name, and every result from All results", async () => {
    serve();
    renderDashboard();
    const table = await within(region('Recent Results')).findByRole('table', { name: 'Recent Results' });
    const review = within(table).getByRole('link', { name: LONG_TEST_NAME_CUT });
    expect(review.getAttribute('href')).toBe(
      `/menu/tests/check-answers/${dashboard.reports[0]!.test._id}?viewScore=true&reportId=${dashboard.reports[0]!._id}&from=dashboard`,
    );
    expect(within(region('Recent Results')).getByRole('link', { name: 'All results: every test you have taken' }).getAttribute('href')).toBe('/menu/results');
    await userEvent.click(review);
    expect(await screen.findByText(`Landed on /menu/tests/check-answers/${dashboard.reports[0]!.test._id}`)).toBeTruthy();
  });

  it('has the three View All links of the spec', async () => {
    serve();
    renderDashboard();
    const href = (panel: string) =>
      within(region(panel))
        .getByRole('link', { name: `View all: ${panel}` })
        .getAttribute('href');
    expect(href('Recent Results')).toBe('/menu/proficiency-percentage');
    expect(href('Recently Created Tests')).toBe('/menu/tests');
    expect(href('New Tickets')).toBe('/menu/tickets/view-all');
    expect(within(region('Leaderboard')).queryByRole('link')).toBeNull();
  });

  it("opens the test-start dialog from a test's status; Go Back closes it and Start goes to the take-test route", async () => {
    serve();
    renderDashboard();
    const panel = region('Recently Created Tests');
    const [endocrine, renal, acute] = tests;
    // Exam, Not Attempted.
    await userEvent.click(await within(panel).findByRole('button', { name: `Not Attempted: ${endocrine!.test_name}` }));
    let dialog = screen.getByRole('dialog', { name: endocrine!.test_name });
    expect(dialog.textContent).toContain('Practice exams can only be taken once.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Time allotted: 90 minutes', 'Number of questions: 60']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // An exam already taken cannot be started again.
    const acuteRow = within(panel).getByText(acute!.test_name).closest('tr')!;
    expect(within(acuteRow).queryByRole('button')).toBeNull();
    expect(acuteRow.textContent).toContain('Attempted');
    // Quiz, Attempted: may be taken again.
    await userEvent.click(within(panel).getByRole('button', { name: `Attempted: ${renal!.test_name}` }));
    dialog = screen.getByRole('dialog', { name: renal!.test_name });
    expect(dialog.textContent).toContain('Quizzes can be taken as often as you like.');
    const start = within(dialog).getByRole('link', { name: 'Start Quiz' });
    expect(start.getAttribute('href')).toBe(`/menu/tests/take-test/${renal!._id}`);
    await userEvent.click(start);
    expect(await screen.findByText(`Landed on /menu/tests/take-test/${renal!._id}`)).toBeTruthy();
  });

  it("shows the leaderboard's 5 rows with the learner's own row marked 'You'", async () => {
    serve();
    renderDashboard();
    const table = await within(region('Leaderboard')).findByRole('table', { name: 'Leaderboard' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Oliver B.', 'Sofia M.', 'You', 'Kwame A.', 'Hannah L.']);
    expect(rows.map((r) => r.hasAttribute('data-highlight'))).toEqual([false, false, true, false, false]);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8', 'You', '76.13%', '37.5%']);
  });

  it("says 'Loading leaderboard...' while it loads and 'No data available' when it is empty", async () => {
    serve({ board: 'pending' });
    const first = renderDashboard();
    expect(within(region('Leaderboard')).getByRole('status').textContent).toBe('Loading leaderboard...');
    first.unmount();
    vi.unstubAllGlobals();
    serve({ board: ok([]) });
    renderDashboard();
    expect(await within(region('Leaderboard')).findByText('No data available')).toBeTruthy();
    expect(within(region('Leaderboard')).queryByRole('table')).toBeNull();
  });

  it("says 'Failed to fetch leaderboard data' in the panel and in a toast when the leaderboard fails", async () => {
    serve({ board: { status: 500, body: { message: 'Internal error' } } });
    renderDashboard();
    expect((await within(region('Leaderboard')).findByRole('alert')).textContent).toBe('Failed to fetch leaderboard data');
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    await waitFor(() => expect(toasts.getByRole('alert').textContent).toContain('Failed to fetch leaderboard data'));
    expect(screen.queryByText('Internal error')).toBeNull();
    // The rest of the dashboard is unaffected.
    expect(await within(region('Recent Results')).findByRole('table')).toBeTruthy();
  });

  it('neither shows nor asks for the leaderboard when the tenant has none', async () => {
    const calls = serve();
    renderDashboard({ ...testManifest, features: { ...testManifest.features, leaderboard: false } });
    await screen.findByRole('list', { name: 'Your progress' });
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).toBeNull();
    expect(calls.some((c) => c.url.includes('/api/user/get-leaderboard'))).toBe(false);
  });

  it('shows skeleton cards and 5 by 5 skeleton tables while the dashboard loads', () => {
    serve({ data: 'pending', board: 'pending' });
    renderDashboard();
    expect(screen.getByRole('status', { name: 'Loading your progress' }).children).toHaveLength(3);
    for (const name of ['Loading recent results', 'Loading recent tests']) {
      const rows = screen.getByRole('status', { name }).querySelectorAll('tr');
      expect([...rows].map((r) => r.querySelectorAll('td').length)).toEqual([5, 5, 5, 5, 5]);
    }
    expect(screen.getByRole('status', { name: 'Loading tickets' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("a new learner's dashboard says there is nothing yet", async () => {
    serve({ data: ok(newLearnerDashboard), board: ok([]) });
    renderDashboard();
    expect(await screen.findByText('No results yet. Take a test and your score will show here.')).toBeTruthy();
    expect(screen.getByText('No ticket found!')).toBeTruthy();
    expect(screen.getAllByText('0% attempted')).toHaveLength(3);
    expect(within(region('Recently Created Tests')).getAllByRole('button', { name: /^Not Attempted: / })).toHaveLength(5);
  });

  it('shows the review deck card with Review now when questions are due, and none when nothing is or the provider turns the deck off', async () => {
    serve({ deck: { body: { due: 7, scheduled: 19, nextDue: null } } });
    const { unmount } = renderDashboard();
    const card = await screen.findByRole('region', { name: 'Review deck: 7 questions due' });
    expect(within(card).getByRole('link', { name: 'Review now' }).getAttribute('href')).toBe('/menu/review');
    unmount();

    const calls = serve();
    const second = renderDashboard({ ...testManifest, features: { ...testManifest.features, reviewDeck: false } });
    await screen.findByRole('list', { name: 'Your progress' });
    expect(screen.queryByRole('region', { name: /Review deck/ })).toBeNull();
    expect(calls.some((c) => new URL(c.url).pathname === '/api/practice/review-deck')).toBe(false);
    second.unmount();

    serve();
    renderDashboard();
    await screen.findByRole('list', { name: 'Your progress' });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Review deck/ })).toBeNull());
  });

  it("shows the server's message when the dashboard fails", async () => {
    serve({ data: { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } });
    renderDashboard();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent === 'Something went wrong on our side. Please try again.')).toBe(true);
  });

  it('lists new tickets, each subject linking to its chat', async () => {
    serve();
    renderDashboard();
    const links = await within(region('New Tickets')).findAllByRole('link', { name: /^(?!View all)/ });
    expect(links.map((l) => l.textContent)).toEqual([
      'Question 12 of the renal quiz has two right answers',
      'Timer reset when I changed tabs',
      'How do I download my certificate?',
    ]);
    expect(links[0]!.getAttribute('href')).toBe(`/menu/tickets/chat/${dashboard.tickets[0]!._id}`);
    expect(region('New Tickets').textContent).toContain('Raised on 11 Mar 2026');
  });
});
