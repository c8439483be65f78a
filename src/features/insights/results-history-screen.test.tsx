import { useLocation } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { toast } from '../../ui/toast';
import { historyFirstPage, historySecondPage } from './components/history-fixtures';
import { LONG_TEST_NAME } from './components/story-fixtures';
import { ResultsHistoryScreen } from './results-history-screen';

type Answer = { status?: number; body: unknown } | 'pending';

const LAST_OF_FIRST = historyFirstPage.at(-1)!._id;

/** The history's two pages; the first may be held open or fail. */
function serve(first: Answer = { body: { reports: historyFirstPage, next: LAST_OF_FIRST } }) {
  return stubApi((url) => {
    if (url.pathname !== '/api/report/get-report-history') return undefined;
    if (url.searchParams.get('after') === LAST_OF_FIRST) return { body: { reports: historySecondPage, next: null } };
    return first === 'pending' ? new Promise<undefined>(() => {}) : first;
  });
}

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {`${pathname}${search}`}</p>;
}

const renderHistory = () =>
  renderAt('/menu/results', [
    { path: '/menu/results', element: <ResultsHistoryScreen /> },
    { path: '*', element: <Landed /> },
  ]);

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('ResultsHistoryScreen', () => {
  it('lists the first page newest first with name, kind, score, percentage and date', async () => {
    const calls = serve();
    renderHistory();
    expect(screen.getByRole('heading', { level: 1, name: 'All Results' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your results' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [LONG_TEST_NAME, 'Exam', '38 / 50', '76%', '12 Mar 2026'],
      ['Asthma practice', 'Topic practice', '3 / 3', '100%', '10 Mar 2026'],
      ['Renal Physiology Quick Quiz', 'Quiz', '11 / 15', '73.33%', '9 Mar 2026'],
      ['Acute Medicine Mock Exam A', 'Exam', '22 / 40', '55%', '27 Feb 2026'],
      ['Pharmacology Fundamentals', 'Quiz', '9 / 25', '36%', '14 Feb 2026'],
    ]);
    expect(new URL(calls[0]!.url).search).toBe('?limit=20');
    expect(document.title).toBe('All Results | Alpha Academy');
  });

  it("opens a result's review: the check-answers route viewing that report", async () => {
    serve();
    renderHistory();
    const [first] = historyFirstPage;
    await userEvent.click(await screen.findByRole('link', { name: `Review ${LONG_TEST_NAME}` }));
    expect(await screen.findByText(`Landed on /menu/tests/check-answers/${first!.test._id}?viewScore=true&reportId=${first!._id}&from=results`)).toBeTruthy();
  });

  it('Show more asks for the page after the last result and adds it; on the last page the button goes', async () => {
    const calls = serve();
    renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    const table = screen.getByRole('table', { name: 'Your results' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + historyFirstPage.length + historySecondPage.length));
    expect(
      within(table)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([...historyFirstPage, ...historySecondPage].map((r) => r.test.test_name));
    expect(new URL(calls.at(-1)!.url).searchParams.get('after')).toBe(LAST_OF_FIRST);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows skeleton rows while loading, an empty text without results, and a failure with Try again', async () => {
    serve('pending');
    const { unmount } = renderHistory();
    expect(screen.getByRole('status', { name: 'Loading your results' })).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    serve({ body: { reports: [], next: null } });
    const empty = renderHistory();
    expect(await screen.findByText('No results yet. Take a test and your score will show here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    empty.unmount();
    vi.unstubAllGlobals();

    let fail = true;
    stubApi(() =>
      fail ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } : { body: { reports: historySecondPage, next: null } },
    );
    renderHistory();
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Review Cardiac Arrhythmias Drill' })).toBeTruthy();
  });
});
