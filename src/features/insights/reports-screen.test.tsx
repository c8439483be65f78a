import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { toast } from '../../ui/toast';
import {
  calibration,
  confidencePie,
  confidenceSeries,
  emptyCalibration,
  emptyConfidenceSeries,
  emptyMonths,
  LONG_TEST_NAME,
  questionsPerMonth,
  testsPerMonth,
} from './components/story-fixtures';
import { ReportsScreen } from './reports-screen';

const PATHS = {
  tests: '/api/user/get-user-test-data',
  questions: '/api/user/get-user-question-data',
  pie: '/api/user/get-user-pie-chart',
  confidence: '/api/user/get-user-confidence',
  calibration: '/api/user/get-user-calibration',
} as const;
type Chart = keyof typeof PATHS;
type Answer = { status: number; body: unknown } | 'pending';

const loaded: Record<Chart, unknown> = { tests: testsPerMonth, questions: questionsPerMonth, pie: confidencePie, confidence: confidenceSeries, calibration };
const newLearner: Record<Chart, unknown> = {
  tests: emptyMonths,
  questions: emptyMonths,
  pie: null,
  confidence: emptyConfidenceSeries,
  calibration: emptyCalibration,
};

/** Answers each chart's call with its data, a failure, or never ('pending'). */
function serve(charts: Record<Chart, unknown> = loaded, answers: Partial<Record<Chart, Answer>> = {}) {
  return stubApi((url) => {
    const chart = (Object.keys(PATHS) as Chart[]).find((key) => PATHS[key] === url.pathname);
    if (!chart) return undefined;
    const answer = answers[chart];
    if (answer === 'pending') return new Promise(() => {});
    return answer ?? { body: { data: charts[chart] } };
  });
}

const renderReports = () => renderAt('/menu/reports', [{ path: '/menu/reports', element: <ReportsScreen /> }]);
const card = (title: string) => screen.getByRole('region', { name: title });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('ReportsScreen', () => {
  it("shows the spec's four cards and Confidence calibration, and asks for each chart once", async () => {
    const calls = serve();
    renderReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Number of Tests Taken',
      'Confidence',
      'Confidence VS Performance',
      'Number of Questions Attempted',
      'Confidence calibration',
    ]);
    await waitFor(() => expect(screen.getAllByRole('figure')).toHaveLength(5));
    expect(calls.map((c) => new URL(c.url).pathname).sort()).toEqual(Object.values(PATHS).sort());
  });

  it('describes each chart in words: totals, the latest confidence, the tests compared, the calibration verdicts', async () => {
    serve();
    renderReports();
    await waitFor(() => expect(screen.getAllByRole('figure')).toHaveLength(5));
    const description = (title: string) => {
      const figure = within(card(title)).getByRole('figure');
      return document.getElementById(figure.getAttribute('aria-describedby')!)?.textContent;
    };
    expect(description('Number of Tests Taken')).toBe('Tests taken per month over the last 12 months: 57 in all.');
    expect(description('Number of Questions Attempted')).toBe('Questions attempted per month over the last 12 months: 1176 in all.');
    expect(description('Confidence')).toBe(`Your confidence in your latest test, ${LONG_TEST_NAME}: 72.5%. You got 38 of 50 right.`);
    expect(within(card('Confidence')).getByText('Correct answers: 38 / 50')).toBeTruthy();
    expect(description('Confidence VS Performance')).toBe('Confidence, performance (both in %) and time taken (minutes) in your last 5 tests, oldest first.');
    const verdicts = within(card('Confidence calibration'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(verdicts).toEqual([
      'I KNOW IT 80% right (96 of 120) Over-confident: you were right less often than you thought.',
      'THINK SO 70.31% right (45 of 64) Well calibrated.',
      'NOT SURE 56.67% right (17 of 30) Under-confident: you knew more than you thought.',
      'NO IDEA 33.33% right (1 of 3)',
    ]);
  });

  it('shows the same numbers as a table behind the toggle, month by month', async () => {
    serve();
    renderReports();
    const tests = card('Number of Tests Taken');
    const toggle = await within(tests).findByRole('button', { name: 'Show data table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(tests).queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide data table');
    const rows = within(within(tests).getByRole('table', { name: 'Number of Tests Taken' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(12);
    // Oldest month first, labelled in the tenant's locale (September's short form varies between ICU versions).
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Apr 25', '2']);
    expect(
      within(rows[9]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Jan 26', '8']);
    expect(
      within(rows[11]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mar 26', '7']);
    expect(rows.map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent))).toEqual(testsPerMonth.map((m) => m.count));

    const versus = card('Confidence VS Performance');
    await userEvent.click(within(versus).getByRole('button', { name: 'Show data table' }));
    const last = within(versus).getAllByRole('row').at(-1)!;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([LONG_TEST_NAME, '72.5%', '76%', '66.3']);

    await userEvent.click(toggle);
    expect(within(tests).queryByRole('table')).toBeNull();
  });

  it("says 'No data to display' on every card for a new learner", async () => {
    serve(newLearner);
    renderReports();
    await waitFor(() => expect(screen.getAllByText('No data to display')).toHaveLength(5));
    expect(within(card('Confidence calibration')).getByText('No data to display')).toBeTruthy();
    expect(screen.queryByText(/^No confidence levels chosen yet\./)).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show data table' })).toBeNull();
  });

  it('says next to every confidence figure that it counts only the levels the learner chose', async () => {
    serve();
    renderReports();
    await waitFor(() => expect(screen.getAllByRole('figure')).toHaveLength(5));
    for (const title of ['Confidence', 'Confidence VS Performance', 'Confidence calibration']) {
      expect(within(card(title)).getByText('From answers where you chose a confidence level.')).toBeTruthy();
    }
    for (const title of ['Number of Tests Taken', 'Number of Questions Attempted']) {
      expect(within(card(title)).queryByText('From answers where you chose a confidence level.')).toBeNull();
    }
  });

  it('has no confidence figure for a test where the learner chose no confidence level', async () => {
    const pie = { ...confidencePie, confidence: 0, confidence_answers: 0, graphdata: [0, 100] };
    const series = { ...confidenceSeries, pData: [80, 45, 60.5, 70, null] };
    serve({ ...loaded, pie, confidence: series });
    renderReports();
    const confidence = await waitFor(() => within(card('Confidence')).getByText(/^You did not choose a confidence level in your latest test/));
    expect(confidence.textContent).toBe(
      `You did not choose a confidence level in your latest test, ${LONG_TEST_NAME}, so it has no confidence figure. You got 38 of 50 right.`,
    );
    expect(within(card('Confidence')).queryByRole('figure')).toBeNull();
    const versus = card('Confidence VS Performance');
    await waitFor(() => expect(within(versus).getByRole('figure')).toBeTruthy());
    await userEvent.click(within(versus).getByRole('button', { name: 'Show data table' }));
    expect(
      within(within(versus).getAllByRole('row').at(-1)!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([LONG_TEST_NAME, '–', '76%', '66.3']);
  });

  it('asks a learner whose results have no chosen confidence level to choose one, in the calibration card', async () => {
    serve({ ...loaded, calibration: emptyCalibration });
    renderReports();
    await waitFor(() =>
      expect(within(card('Confidence calibration')).getByText(/^No confidence levels chosen yet\. Choose one as you answer a question/)).toBeTruthy(),
    );
    expect(within(card('Confidence calibration')).queryByText('No data to display')).toBeNull();
  });

  it('loads and fails card by card: a skeleton where a call is under way, the message where one failed', async () => {
    serve(loaded, { pie: 'pending', confidence: { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } });
    renderReports();
    for (const title of ['Number of Tests Taken', 'Confidence', 'Confidence VS Performance', 'Number of Questions Attempted', 'Confidence calibration']) {
      expect(
        within(card(title))
          .getByRole('status', { name: `Loading ${title}` })
          .getAttribute('aria-busy'),
      ).toBe('true');
    }
    expect((await within(card('Confidence VS Performance')).findByRole('alert')).textContent).toBe('Something went wrong on our side. Please try again.');
    await waitFor(() => expect(within(card('Number of Tests Taken')).queryByRole('figure')).toBeTruthy());
    expect(within(card('Number of Questions Attempted')).getByRole('figure')).toBeTruthy();
    expect(within(card('Confidence calibration')).getByRole('figure')).toBeTruthy();
    expect(within(card('Confidence')).getByRole('status', { name: 'Loading Confidence' })).toBeTruthy();
  });
});
