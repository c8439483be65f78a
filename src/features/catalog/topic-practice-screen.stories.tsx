import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { expect, within } from 'storybook/test';
import { stubFetch } from '../../../.storybook/stub-fetch';
import { SUBTOPIC_TEST_ID, TOPIC_ID, TOPIC_TEST_ID, topicDetail } from './components/story-fixtures';
import { TopicPracticeScreen, type PracticeTest } from './topic-practice-screen';

const TOPIC = `/menu/speciality-modules/topic-detail/${TOPIC_ID}`;

/** Stands in for the take-test screen (the app passes the real one). */
const renderTest = ({ testId, reviewPath }: PracticeTest) => (
  <p>
    Take test {testId}, then review at {reviewPath}
  </p>
);

/** The screen at its route; `search` chooses a subtopic. */
function TopicPracticeAt({ search }: { search: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const target = `${TOPIC}/take-test${search}`;
  useEffect(() => {
    if (`${location.pathname}${location.search}` !== target) void navigate(target, { replace: true });
  }, [navigate, location, target]);
  return (
    <Routes>
      <Route path="/menu/speciality-modules/topic-detail/:topicID/take-test" element={<TopicPracticeScreen renderTest={renderTest} />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

const meta = {
  title: 'Catalog/TopicPracticeScreen',
  component: TopicPracticeAt,
  args: { search: '' },
  beforeEach: stubFetch((url) => (url.pathname === `/api/user/get-topic/${TOPIC_ID}` ? { body: { topic: topicDetail } } : undefined)),
} satisfies Meta<typeof TopicPracticeAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole topic's practice test. */
export const Topic: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(`Take test ${TOPIC_TEST_ID}, then review at ${TOPIC}/check-answers/${TOPIC_TEST_ID}`)).toBeVisible();
  },
};

/** One subtopic's practice test. */
export const Subtopic: Story = {
  args: { search: `?subtopic=${topicDetail.subtopics[0]!._id}` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(`Take test ${SUBTOPIC_TEST_ID}, then review at ${TOPIC}/check-answers/${SUBTOPIC_TEST_ID}`),
    ).toBeVisible();
  },
};

/** A subtopic without a practice test: said plainly, with a way back. */
export const NoTest: Story = {
  args: { search: `?subtopic=${topicDetail.subtopics[2]!._id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There is no practice test for this subtopic yet.');
    await expect(canvas.getByRole('link', { name: 'Back to the topic' })).toHaveAttribute('href', TOPIC);
  },
};
