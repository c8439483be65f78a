import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import {
  calibration,
  confidencePie,
  confidenceSeries,
  emptyCalibration,
  emptyConfidenceSeries,
  emptyMonths,
  questionsPerMonth,
  testsPerMonth,
} from './components/story-fixtures';
import { ReportsScreen } from './reports-screen';

type Charts = Record<'tests' | 'questions' | 'pie' | 'confidence' | 'calibration', unknown>;

const PATHS: Record<keyof Charts, string> = {
  tests: '/api/user/get-user-test-data',
  questions: '/api/user/get-user-question-data',
  pie: '/api/user/get-user-pie-chart',
  confidence: '/api/user/get-user-confidence',
  calibration: '/api/user/get-user-calibration',
};

const loaded: Charts = { tests: testsPerMonth, questions: questionsPerMonth, pie: confidencePie, confidence: confidenceSeries, calibration };
const newLearner: Charts = { tests: emptyMonths, questions: emptyMonths, pie: null, confidence: emptyConfidenceSeries, calibration: emptyCalibration };

/** Each chart's call: its data, or a StoryAnswer ('pending', a failure) in its place. */
function server(overrides: Partial<Record<keyof Charts, unknown>> = {}, base: Charts = loaded) {
  const charts = { ...base, ...overrides };
  return stubFetch((url) => {
    const name = (Object.keys(PATHS) as Array<keyof Charts>).find((key) => PATHS[key] === url.pathname);
    if (!name) return undefined;
    const value = charts[name];
    return value === 'pending' || (value !== null && typeof value === 'object' && 'body' in value) ? (value as StoryAnswer) : { body: { data: value } };
  });
}

const TITLES = ['Number of Tests Taken', 'Confidence', 'Confidence VS Performance', 'Number of Questions Attempted', 'Confidence calibration'];

const meta = {
  title: 'Insights/ReportsScreen',
  component: ReportsScreen,
  beforeEach: server(),
} satisfies Meta<typeof ReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four spec cards and the calibration card, each drawn and described. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(TITLES);
    await waitFor(() => expect(canvas.getAllByRole('figure')).toHaveLength(5));
    await waitFor(() => expect(canvasElement.querySelectorAll('.apexcharts-svg')).toHaveLength(5));
    await expect(canvas.getByRole('region', { name: 'Number of Tests Taken' })).toHaveTextContent('Tests taken per month over the last 12 months: 57 in all.');
    await expect(canvas.getByRole('region', { name: 'Confidence' })).toHaveTextContent('Correct answers: 38 / 50');
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** Every card with its own skeleton. */
export const Loading: Story = {
  beforeEach: server({ tests: 'pending', questions: 'pending', pie: 'pending', confidence: 'pending', calibration: 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of TITLES) await expect(canvas.getByRole('status', { name: `Loading ${title}` })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A new learner: every card says 'No data to display'. */
export const NewLearner: Story = {
  beforeEach: server({}, newLearner),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('No data to display')).toHaveLength(5));
    // Nothing to choose a confidence level in yet: calibration does not ask for one.
    await expect(canvas.queryByText(/^No confidence levels chosen yet\./)).toBeNull();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** Cards load and fail on their own: one still loading, one failed, the rest drawn. */
export const Mixed: Story = {
  beforeEach: server({ pie: 'pending', confidence: { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versus = canvas.getByRole('region', { name: 'Confidence VS Performance' });
    await expect(await within(versus).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(canvas.getByRole('region', { name: 'Confidence' })).getByRole('status', { name: 'Loading Confidence' })).toBeInTheDocument();
    await expect(await within(canvas.getByRole('region', { name: 'Number of Tests Taken' })).findByRole('figure')).toBeVisible();
  },
};
