import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { expect, within } from 'storybook/test';
import { TOPIC_ID, TOPIC_TEST_ID } from './components/story-fixtures';
import { TopicReviewScreen } from './topic-review-screen';

const TOPIC = `/menu/speciality-modules/topic-detail/${TOPIC_ID}`;
const PATH = `${TOPIC}/check-answers/${TOPIC_TEST_ID}`;

/** The screen at its route, with a stand-in for the check-answers screen showing its back link. */
function TopicReviewAt() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== PATH) void navigate(PATH, { replace: true });
  }, [navigate, pathname]);
  return (
    <Routes>
      <Route
        path="/menu/speciality-modules/topic-detail/:topicID/check-answers/:testID"
        element={<TopicReviewScreen renderReview={({ backTo, backLabel }) => <Link to={backTo}>{backLabel}</Link>} />}
      />
      <Route path="*" element={null} />
    </Routes>
  );
}

const meta = {
  title: 'Catalog/TopicReviewScreen',
  component: TopicReviewAt,
} satisfies Meta<typeof TopicReviewAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review's way back leads to the topic. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Back to the topic' })).toHaveAttribute('href', TOPIC);
  },
};
