import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import type { ReportHistoryItem } from './api/insight-types';
import { historyFirstPage, historySecondPage } from './components/history-fixtures';
import { LONG_TEST_NAME } from './components/story-fixtures';
import { ResultsHistoryScreen } from './results-history-screen';
import { onAPhone } from '../../../.storybook/phone-story';

/** The history's server: the first page names the second; `first` replaces the first page's answer. */
function server(first?: StoryAnswer, pages: [ReportHistoryItem[], ReportHistoryItem[]] = [historyFirstPage, historySecondPage]) {
  return stubFetch((url) => {
    if (url.pathname !== '/api/report/get-report-history') return undefined;
    if (url.searchParams.get('after')) return { body: { reports: pages[1], next: null } };
    return first ?? { body: { reports: pages[0], next: pages[1].length ? pages[0].at(-1)!._id : null } };
  });
}

/** A phone's width (390 px): the story tests set the browser to it, so media queries answer as on a phone. */
const PHONE = onAPhone();

const meta = {
  title: 'Insights/ResultsHistoryScreen',
  component: ResultsHistoryScreen,
  beforeEach: server(),
} satisfies Meta<typeof ResultsHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page, newest first: name (opening the review), kind, score, percentage and date; Show more below. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Results' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Your results' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Test Name', 'Type', 'Score', 'Percentage', 'Date']);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const review = within(table).getByRole('link', { name: `Review ${LONG_TEST_NAME}` });
    await expect(review).toHaveAttribute(
      'href',
      `/menu/tests/check-answers/${historyFirstPage[0]!.test._id}?viewScore=true&reportId=${historyFirstPage[0]!._id}&from=results`,
    );
    await expect(within(table).getAllByText('Topic practice')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** Show more adds the next page under the first; on the last page the button goes. */
export const ShowMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    const table = canvas.getByRole('table', { name: 'Your results' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    await expect(within(table).getByRole('link', { name: 'Review Heart failure practice' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** Skeleton rows while the first page loads. */
export const Loading: Story = {
  beforeEach: server('pending'),
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status', { name: 'Loading your results' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.querySelectorAll('tr')).toHaveLength(8);
  },
};

export const Empty: Story = {
  beforeEach: server(undefined, [[], []]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No results yet. Take a test and your score will show here.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** The server's message and a way to try again. */
export const Failed: Story = {
  beforeEach: server({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone each result is a card of label and value pairs, nothing wider than the screen. */
export const Phone: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Your results' });
    await expect(window.innerWidth).toBe(390);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    // Cards: each row is as wide as the list, one above the next.
    const boxes = rows.map((row) => row.getBoundingClientRect());
    await expect(boxes[1]!.top).toBeGreaterThanOrEqual(boxes[0]!.bottom);
    await expect(within(table).getByRole('link', { name: `Review ${LONG_TEST_NAME}` })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
