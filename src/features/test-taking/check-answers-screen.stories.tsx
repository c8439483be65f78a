import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AtRoute, noSidewaysScroll, rightToLeft, withStorage } from '../../../.storybook/story-helpers';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import type { Report } from './api/get-report';
import { CheckAnswersScreen } from './check-answers-screen';
import { fixtureId, reviewedQuestion } from './components/story-fixtures';
import { onAPhone } from '../../../.storybook/phone-story';

const REPORT_ID = fixtureId(900);
const subTopic = { _id: fixtureId(901), sub_topic_name: 'Arrhythmias', references: ['https://www.nice.org.uk/guidance/ng196'], images: [] };
const question = (n: number, over: Parameters<typeof reviewedQuestion>[2]) => reviewedQuestion(fixtureId(910 + n), subTopic, over);

const LONG = 'Atrial fibrillation raises the risk of stroke about fivefold, and the risk rises further with age, hypertension, diabetes and previous stroke. ';
const questions = [
  question(1, {
    question: '<p>First-line rate control in stable AF?</p>',
    question_type: 'Single Choice Question',
    options: ['Amiodarone', 'Bisoprolol', 'Digoxin', 'Flecainide'],
    correct_option: 1,
    correct_options: [1],
    explanation: { description: '<p>A beta-blocker or a rate-limiting calcium-channel blocker comes first.</p>' },
  }),
  question(2, {
    question: '<p>Which are risk factors for AF?</p>',
    question_type: 'Multiple Choice Question',
    options: ['Hypertension', 'Hypothyroidism', 'Alcohol excess', 'Asthma'],
    correct_options: [0, 2],
  }),
  question(3, {
    question: '<p>About anticoagulants:</p>',
    question_type: 'Sub Questions',
    sub_questions: [
      { question: 'Warfarin needs INR monitoring', answer: null, correct_option: 'true' },
      { question: 'Apixaban needs INR monitoring', answer: null, correct_option: 'false' },
    ],
    explanation: { description: `<p>${LONG.repeat(6)}</p>` },
  }),
  question(4, {
    question: '<p>Cardioversion without anticoagulation is safe within?</p>',
    question_type: 'Single Choice Question',
    options: ['12 hours', '48 hours'],
    correct_option: 1,
    correct_options: [1],
  }),
];

const report: Report = {
  _id: REPORT_ID,
  mode: 'practice',
  test: {
    _id: fixtureId(902),
    test_name: 'Cardiology mock 1: arrhythmias, heart failure and valve disease',
    test_type: 'Exam',
    number_of_questions: 4,
    duration_in_mins: 30,
    updatedAt: '2025-03-01T09:00:00.000Z',
    questions_reference: questions,
  },
  answers: [
    { question: questions[0]!._id, status: 'Correct', selected: [1], flag: false, notes: '', comment: 'I KNOW IT', confidenceChosen: true },
    {
      question: questions[1]!._id,
      status: 'Partial',
      selected: [0, 3],
      flag: true,
      notes: 'Revise thyroid causes',
      comment: 'THINK SO',
      confidenceChosen: true,
    },
    { question: questions[2]!._id, status: 'Wrong', selected: ['true', 'true'], flag: false, notes: '', comment: 'NOT SURE', confidenceChosen: true },
    { question: questions[3]!._id, status: 'Wrong', selected: [], flag: false, notes: '', comment: 'NO IDEA', confidenceChosen: true },
  ],
  total: 4,
  attempt: 3,
  correct_answers: 1,
  partial_answers: 1,
  wrong_answers: 2,
  percentage: 25,
  confidence: 50,
  confidenceAnswers: 4,
  timeTaken: 12.05,
  closedBy: 'learner',
  createdAt: '2025-03-14T12:00:00.000Z',
};

const server = (answer: StoryAnswer = { body: { report } }) =>
  stubFetch((url) => (url.pathname === `/api/report/get-report/${REPORT_ID}` ? answer : undefined));

/** The screen at its route with ?reportId=, as the app opens it after a submit. */
function CheckAnswersAt({ query = `?reportId=${REPORT_ID}` }: { query?: string }) {
  return (
    <AtRoute pattern="/menu/tests/check-answers/:testID" path={`/menu/tests/check-answers/${report.test._id}${query}`}>
      <CheckAnswersScreen />
    </AtRoute>
  );
}

const meta = {
  title: 'Test taking/CheckAnswersScreen',
  component: CheckAnswersAt,
  beforeEach: [withStorage({ token: 'story-access', refreshToken: 'story-refresh', reportId: null }), server()],
} satisfies Meta<typeof CheckAnswersAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Score, percentage, confidence and time; the question map by status; the first question reviewed. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: report.test.test_name })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** The map's third cell: a wrong sub-question answer with a long explanation. */
export const WrongWithLongExplanation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Question 3/ }));
    await expect(canvas.getByText('About anticoagulants:')).toBeVisible();
  },
};

/** The learner chose no confidence level: Performance has no figure, and says why. */
export const NoConfidenceChosen: Story = {
  beforeEach: [
    server({
      body: {
        report: {
          ...report,
          confidence: 0,
          confidenceAnswers: 0,
          answers: report.answers.map((a) => ({ ...a, comment: 'I KNOW IT' as const, confidenceChosen: false })),
        },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You did not choose a confidence level in this test.')).toBeVisible();
  },
};

/** Submitted by the server when time ran out. */
export const ClosedByServer: Story = { beforeEach: [server({ body: { report: { ...report, closedBy: 'server' } } })] };

export const Loading: Story = { beforeEach: [server('pending')] };

export const LoadFailed: Story = {
  beforeEach: [server({ status: 404, body: { message: 'Report not found' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Report not found/)).toBeVisible();
  },
};

/** Opened with no report named and none stored. */
export const NoReport: Story = { args: { query: '' } };

/** Right to left: summary figures, map and question mirror. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: report.test.test_name })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** How others answered, under the reviewed question: 86 learners, the share who chose each option. */
const withPeers: Report = {
  ...report,
  answers: report.answers.map((a, i) => (i === 0 ? { ...a, peers: { learners: 86, correct: 54.65, options: [22.09, 54.65, 15.12, 8.14] } } : a)),
};

export const WithPeers: Story = {
  beforeEach: [server({ body: { report: withPeers } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const peers = await canvas.findByRole('region', { name: 'How others answered' });
    await expect(within(peers).getAllByRole('listitem')).toHaveLength(4);
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const WithPeersPhone: Story = { ...onAPhone(), beforeEach: WithPeers.beforeEach, play: WithPeers.play };
