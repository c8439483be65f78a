import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyClock } from '../../../.storybook/story-clock';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import type { SpecialityTopic } from './api/catalog-types';
import { LONG_TOPIC_NAME, PHONE, topics } from './components/story-fixtures';
import { SEARCH_DEBOUNCE_MS, SpecialityModulesScreen } from './speciality-modules-screen';

const PATH = '/menu/speciality-modules';

/** Answers the list, and a search with the topics whose name holds the key. */
function server(list: SpecialityTopic[] | StoryAnswer = topics) {
  return stubFetch((url) => {
    if (!url.pathname.startsWith('/api/user/get-topics/')) return undefined;
    if (!Array.isArray(list)) return list;
    const key = url.searchParams.get('key')?.toLowerCase() ?? '';
    return { body: { topics: list.filter((t) => t.topic_name.toLowerCase().includes(key)) } };
  });
}

/** The screen at its own route (its View Details links are relative to it). */
function SpecialityModulesAt() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== PATH) void navigate(PATH, { replace: true });
  }, [navigate, pathname]);
  return (
    <Routes>
      <Route path={PATH} element={<SpecialityModulesScreen />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

const meta = {
  title: 'Catalog/SpecialityModulesScreen',
  component: SpecialityModulesAt,
  beforeEach: server(),
} satisfies Meta<typeof SpecialityModulesAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per topic, each with its counts and View Details to topic-detail/{id}. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Speciality Modules' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search topics by name' })).toHaveAttribute('placeholder', 'Search Topics');
    const cards = await canvas.findAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Cardiology', 'Child health', LONG_TOPIC_NAME, 'Dermatology']);
    await expect(within(cards[0]!).getByText('Subtopics: 3')).toBeVisible();
    await expect(within(cards[0]!).getByText('No. of questions: 42')).toBeVisible();
    await expect(within(cards[0]!).getByRole('link', { name: 'View Details: Cardiology' })).toHaveAttribute('href', `${PATH}/topic-detail/${topics[0]!._id}`);
    // Three a row on a large screen.
    const tops = cards.map((card) => card.getBoundingClientRect().top);
    await expect(tops.slice(1, 3)).toEqual([tops[0], tops[0]]);
    await expect(tops[3]).toBeGreaterThan(tops[0]!);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** On a phone: one card a row, the long name wrapped, nothing wider than the screen. */
export const Phone: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByRole('article');
    const tops = cards.map((card) => card.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(4);
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** Typing narrows the list once the learner pauses (500 ms). */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.type(canvas.getByRole('searchbox'), 'child');
    await storyClock.advance(SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: 'Child health' })).toBeVisible();
    await expect(canvas.getByText('1 topic found')).toBeInTheDocument();
  },
};

/** Six placeholder cards. */
export const Loading: Story = {
  beforeEach: server('pending'),
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status', { name: 'Loading topics' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children).toHaveLength(6);
  },
};

export const Empty: Story = {
  beforeEach: server([]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No topics found.')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: server({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};
