import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { expect, within } from 'storybook/test';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import type { SpecialityTopicDetail } from './api/catalog-types';
import { bareTopic, PHONE, TOPIC_ID, topicDetail } from './components/story-fixtures';
import { TopicDetailScreen } from './topic-detail-screen';

const PATH = `/menu/speciality-modules/topic-detail/${TOPIC_ID}`;

function server(topic: SpecialityTopicDetail | StoryAnswer = topicDetail) {
  return stubFetch((url) => {
    if (url.pathname === `/api/user/get-topic/${TOPIC_ID}`) return topic === 'pending' || 'body' in topic ? topic : { body: { topic } };
    return undefined;
  });
}

/** The screen at its route, with the topic id as topicID. */
function TopicDetailAt() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== PATH) void navigate(PATH, { replace: true });
  }, [navigate, pathname]);
  return (
    <Routes>
      <Route path="/menu/speciality-modules/topic-detail/:topicID" element={<TopicDetailScreen />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

const meta = {
  title: 'Catalog/TopicDetailScreen',
  component: TopicDetailAt,
  beforeEach: server(),
} satisfies Meta<typeof TopicDetailAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Images, name, counts, references, description and the numbered subtopics, with Practise where there is a test. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cardiology' })).toBeVisible();
    await expect(document.title).toBe(window.location.host);
    const carousel = canvas.getByRole('region', { name: 'Images of Cardiology' });
    await expect(within(carousel).getByRole('img', { name: 'A twelve-lead ECG showing atrial fibrillation' })).toBeVisible();
    await expect(within(carousel).getByRole('button', { name: 'Pause images' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Practise this topic' })).toHaveAttribute('href', `${PATH}/take-test`);
    const references = within(canvas.getByRole('region', { name: 'References' })).getAllByRole('link');
    await expect(references[0]).toHaveAttribute('rel', 'noopener noreferrer');
    const subtopics = canvas.getByRole('region', { name: 'Subtopics List' });
    await expect(within(subtopics).getByText('Subtopic 1: Heart failure')).toBeVisible();
    await expect(within(subtopics).getByText('No. Questions: 20')).toBeVisible();
    await expect(within(subtopics).getAllByRole('link', { name: /^Practise / })).toHaveLength(2);
    await expect(within(subtopics).getByRole('link', { name: 'Practise Heart failure' })).toHaveAttribute(
      'href',
      `${PATH}/take-test?subtopic=${topicDetail.subtopics[0]!._id}`,
    );
    await expect(canvas.getByRole('link', { name: 'Back to Speciality Modules' })).toHaveAttribute('href', '/menu/speciality-modules');
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** On a phone: the long reference addresses and the subtopic rows wrap; nothing is wider than the screen. */
export const Phone: Story = {
  ...PHONE,
  beforeEach: server({
    ...topicDetail,
    topic_name: 'Cardiorespiratorypathophysiologyandintensivecaremedicine',
    references: [...topicDetail.references, 'https://www.resus.org.uk/library/2021-resuscitation-guidelines/adult-advanced-life-support-guidelines'],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A twelve-lead ECG showing atrial fibrillation' })).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** No images, references, subtopics or practice test: those parts are left out. */
export const Bare: Story = {
  beforeEach: server({ ...bareTopic, _id: TOPIC_ID }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dermatology' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'References' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Practise/ })).toBeNull();
    await expect(canvas.getByText('This topic has no subtopics yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: server('pending'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the topic' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  beforeEach: server({ status: 404, body: { message: 'Topic not found' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Topic not found');
  },
};
