import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { expect, within } from 'storybook/test';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import type { ProficiencyListItem } from './api/insight-types';
import { LONG_TEST_NAME, proficiencyList } from './components/story-fixtures';
import { ProficiencyListScreen } from './proficiency-list-screen';

const PATH = '/menu/proficiency-percentage';

function server(reports: ProficiencyListItem[] | StoryAnswer = proficiencyList) {
  return stubFetch((url) => {
    if (url.pathname === '/api/user/view-proficiency') return Array.isArray(reports) ? { body: { reports } } : reports;
    return undefined;
  });
}

/** The screen at its own route (its View Proficiency links are relative to it). */
function ProficiencyListAt() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== PATH) void navigate(PATH, { replace: true });
  }, [navigate, pathname]);
  return (
    <Routes>
      <Route path={PATH} element={<ProficiencyListScreen />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

const meta = {
  title: 'Insights/ProficiencyListScreen',
  component: ProficiencyListAt,
  beforeEach: server(),
} satisfies Meta<typeof ProficiencyListAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card per past exam, newest first, each with View Proficiency to its report. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Proficiency' })).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      LONG_TEST_NAME,
      'Acute Medicine Mock Exam A',
      'Respiratory Medicine Mock',
      'Gastroenterology Mock Exam',
    ]);
    await expect(within(cards[0]!).getByRole('link', { name: /^View Proficiency/ })).toHaveAttribute('href', `${PATH}/${proficiencyList[0]!._id}`);
    await expect(within(cards[3]!).getByRole('meter')).toHaveAttribute('aria-valuetext', '36.67%');
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** Six placeholder cards. */
export const Loading: Story = {
  beforeEach: server('pending'),
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status', { name: 'Loading your reports' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children).toHaveLength(6);
  },
};

export const Empty: Story = {
  beforeEach: server([]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Report found!')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: server({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};
