import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AtRoute, keepLocalStorage, noSidewaysScroll, signedIn } from '../../../.storybook/story-helpers';
import { stubFetch } from '../../../.storybook/stub-fetch';
import { onAPhone } from '../../../.storybook/phone-story';
import type { OpenedTest } from './api/get-test';
import type { TutorFeedback } from './api/answer-question';
import { fixtureId, multipleChoice, sampleQuestions, singleChoice } from './components/story-fixtures';
import { feedbackOn, singleChoicePeers, TUTOR_TEST_ID } from './components/tutor-story-fixtures';
import { TakeTestScreen } from './take-test-screen';

const WEEK = 7 * 24 * 60;

/** A learner's own tutor-mode test (mode custom, a week long), opened 12 minutes ago, with these answers confirmed. */
function opened(tutor: TutorFeedback[] = []): OpenedTest {
  const now = Date.now();
  return {
    test: {
      _id: TUTOR_TEST_ID,
      test_name: 'My test: cardiology and accounts, tutor mode',
      test_type: 'Quiz',
      status: 'Active',
      duration_in_mins: WEEK,
      number_of_questions: sampleQuestions.length,
      attempted: false,
      createdAt: '2025-01-06T09:00:00.000Z',
      subdomain_reference: { _id: fixtureId(800), sub_domain_name: 'Demo provider' },
      questions_reference: [...sampleQuestions],
    },
    attempt: {
      mode: 'custom',
      startedAt: new Date(now - 12 * 60_000).toISOString(),
      deadline: new Date(now + (WEEK - 12) * 60_000).toISOString(),
      serverTime: new Date(now).toISOString(),
      progress: null,
      tutor,
    },
  };
}

/** The attempt's calls: opening it, autosaves, and a confirmation answered Wrong (with how others answered). */
function server(tutor: TutorFeedback[] = []) {
  return stubFetch((url, request) => {
    if (url.pathname === `/api/test/get-test/${TUTOR_TEST_ID}`) return { body: opened(tutor) };
    if (url.pathname === `/api/test/save-progress/${TUTOR_TEST_ID}` && request.method === 'PUT')
      return { body: { savedAt: new Date().toISOString(), deadline: new Date(Date.now() + 60_000).toISOString() } };
    if (url.pathname === `/api/test/answer-question/${TUTOR_TEST_ID}`) return { body: feedbackOn(singleChoice, 0, [0], 'Wrong', { peers: singleChoicePeers }) };
    return undefined;
  });
}

/** The screen at /menu/create-test/take-test/:testID, as Create Test opens a learner's own test. */
function TutorTestAt() {
  return (
    <AtRoute pattern="/menu/create-test/take-test/:testID" path={`/menu/create-test/take-test/${TUTOR_TEST_ID}`}>
      <TakeTestScreen mode="custom" />
    </AtRoute>
  );
}

const meta = {
  title: 'Test taking/TakeTestScreen/Tutor mode',
  component: TutorTestAt,
  beforeEach: [keepLocalStorage, signedIn, server()],
} satisfies Meta<typeof TutorTestAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = onAPhone();

/** An option chosen, not yet confirmed: Check answer under the question; the clock shows the time spent, not a countdown. */
export const BeforeConfirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Which coronary artery is most likely to be occluded/);
    await expect(canvas.getByText('Time spent')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Check answer' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Left circumflex artery/ }));
    await expect(canvas.getByRole('button', { name: 'Check answer' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const BeforeConfirmingPhone: Story = { ...PHONE, play: BeforeConfirming.play };

/** Confirmed, and wrong: the verdict, the key beside the learner's answer, the explanation and how others answered. */
export const AfterWrongConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Which coronary artery is most likely to be occluded/);
    await userEvent.click(canvas.getByRole('radio', { name: /Left anterior descending artery/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check answer' }));
    await expect(await canvas.findByText('Wrong')).toBeVisible();
    await expect(canvas.queryAllByRole('radio', { name: /Left anterior descending artery/ })).toHaveLength(0);
    const rows = within(canvas.getAllByRole('list')[0]!).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Your answer');
    await expect(rows[2]).toHaveTextContent('Correct answer');
    await expect(canvas.getByRole('heading', { name: 'Explanation' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How others answered' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const AfterWrongConfirmationPhone: Story = { ...PHONE, play: AfterWrongConfirmation.play };

/** Resumed with two answers confirmed: each shows as final with its feedback; the palette counts them answered. */
export const ResumedWithTwoConfirmed: Story = {
  beforeEach: [server([feedbackOn(singleChoice, 0, [2], 'Correct'), feedbackOn(multipleChoice, 1, [0, 2], 'Partial', { notes: 'Deferred tax again' })])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Correct')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Question 2/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Partly correct')).toBeVisible();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

export const ResumedWithTwoConfirmedPhone: Story = { ...PHONE, beforeEach: ResumedWithTwoConfirmed.beforeEach, play: ResumedWithTwoConfirmed.play };
