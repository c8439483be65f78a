/**
 * Shared data of the test-taking stories: a few questions as the server sends them before
 * submission, and tests as the Tests list receives them. Original content; not taken from any
 * question bank.
 */
import type { components } from '../../../../openapi/schema.gen';
import type { TestListItem } from '../api/get-tests';
import { emptyState, type Question, type QuestionState } from '../lib/answer-state';

/** A stable, valid v4-shaped uuid for fixture n. */
export const fixtureId = (n: number) => `5b0e7c1a-3d2f-4a6b-8c9d-${n.toString(16).padStart(12, '0')}`;

const subTopic = (n: number, sub_topic_name: string) => ({ _id: fixtureId(900 + n), sub_topic_name });

export const singleChoice: Question = {
  _id: fixtureId(1),
  question:
    '<p>A 67-year-old man has had central crushing chest pain for 90 minutes. ' +
    'His 12-lead ECG shows 3 mm ST elevation in leads II, III and aVF with reciprocal ST depression in I and aVL.</p>' +
    '<p>Which coronary artery is most likely to be occluded?</p>',
  question_type: 'Single Choice Question',
  options: ['Left anterior descending artery', 'Left circumflex artery', 'Right coronary artery', 'Left main stem', 'First diagonal branch'],
  images: [],
  sub_questions: [],
  sub_topic_reference: subTopic(1, 'Acute coronary syndromes'),
};

export const multipleChoice: Question = {
  _id: fixtureId(2),
  question:
    '<p>Hollin &amp; Dace Ltd prepares its financial statements under IFRS. ' +
    'Which of the following items are presented as <strong>current liabilities</strong> in its statement of financial position at 31 December?</p>',
  question_type: 'Multiple Choice Question',
  options: [
    'Trade payables due within 30 days',
    'A bank overdraft repayable on demand',
    'A deferred tax liability',
    'Ordinary share capital of £1 shares',
    'A loan note repayable in five years’ time',
  ],
  images: [],
  sub_questions: [],
  sub_topic_reference: subTopic(2, 'Statement of financial position'),
};

export const subQuestions: Question = {
  _id: fixtureId(3),
  question: '<p>Decide whether each statement about the formation of a contract under the law of England and Wales is true or false.</p>',
  question_type: 'Sub Questions',
  options: [],
  images: [],
  sub_questions: [
    { question: 'Goods displayed on a supermarket shelf with a price label are usually an invitation to treat, not an offer.' },
    { question: 'Where the post is a proper means of acceptance, acceptance is generally complete when the letter is posted.' },
    { question: 'A promise made in return for a service already performed, with no prior request, is good consideration.' },
    { question: 'A counter-offer leaves the original offer open, so it can still be accepted later.' },
  ],
  sub_topic_reference: subTopic(3, 'Offer and acceptance'),
};

/**
 * A figure from the Ledgerline tenant's assets. Storybook (and its test runner) serve every
 * tenant's assets folder under /tenant-files/<slug>/ (.storybook/main.ts, staticDirs). It ends
 * with its size, as the app's addresses do (server/tenants/tenant-assets.ts).
 */
const BREAKEVEN_CHART = '/tenant-files/ledgerline/bank/breakeven-chart.svg#820x520';

export const withImage: Question = {
  _id: fixtureId(4),
  question:
    '<p>The breakeven chart for Corran Ltd’s single product for the budget year is shown below.</p>' +
    '<p>Using the chart, what is the margin of safety as a percentage of budgeted sales?</p>',
  question_type: 'Single Choice Question',
  options: ['28.6%', '42.9%', '57.1%', '75.0%'],
  images: [BREAKEVEN_CHART],
  sub_questions: [],
  sub_topic_reference: subTopic(4, 'Cost–volume–profit analysis'),
};

export const sixteenOptions: Question = {
  _id: fixtureId(5),
  question:
    '<p>A 19-year-old university student is brought to the emergency department with a 12-hour history of fever, headache and neck stiffness. ' +
    'She has a non-blanching petechial rash on her legs.</p><p>Which is the most likely causative organism?</p>',
  question_type: 'Single Choice Question',
  options: [
    'Neisseria meningitidis',
    'Streptococcus pneumoniae',
    'Haemophilus influenzae type b',
    'Listeria monocytogenes',
    'Escherichia coli K1',
    'Group B streptococcus',
    'Staphylococcus aureus',
    'Mycobacterium tuberculosis',
    'Cryptococcus neoformans',
    'Herpes simplex virus type 1',
    'Enterovirus',
    'Varicella zoster virus',
    'Borrelia burgdorferi',
    'Treponema pallidum',
    'Leptospira interrogans',
    'Toxoplasma gondii',
  ],
  images: [],
  sub_questions: [],
  sub_topic_reference: subTopic(5, 'Central nervous system infection'),
};

/** The questions above, in the order a mock paper would repeat them. */
export const sampleQuestions: readonly Question[] = [singleChoice, multipleChoice, subQuestions, withImage, sixteenOptions];

/** An answer state: the question's empty state with some fields set. */
export const stateOf = (question: Question, patch: Partial<QuestionState> = {}): QuestionState => ({ ...emptyState(question), ...patch });

/** A state with the question fully answered (the first option, or every part true). */
export function answeredState(question: Question, patch: Partial<QuestionState> = {}): QuestionState {
  switch (question.question_type) {
    case 'Multiple Choice Question':
      return stateOf(question, { selectedOptions: [0, 1], ...patch });
    case 'Sub Questions':
      return stateOf(question, { selected: question.sub_questions.map(() => true), ...patch });
    default:
      return stateOf(question, { selectedOption: 0, ...patch });
  }
}

const SUBDOMAIN = { _id: fixtureId(800), sub_domain_name: 'Demo provider' };

const testItem = (
  n: number,
  test_name: string,
  test_type: TestListItem['test_type'],
  duration_in_mins: number,
  number_of_questions: number,
  report: TestListItem['report'] = null,
): TestListItem => ({
  _id: fixtureId(100 + n),
  test_name,
  test_type,
  status: 'Active',
  duration_in_mins,
  number_of_questions,
  attempted: report !== null,
  createdAt: '2025-01-06T09:00:00.000Z',
  subdomain_reference: SUBDOMAIN,
  report,
});

export const exams: readonly TestListItem[] = [
  testItem(1, 'Cardiology mock 1: arrhythmias, heart failure and valve disease', 'Exam', 90, 40),
  testItem(2, 'Management accounting: standard costing and variances', 'Exam', 45, 25),
  testItem(3, 'SQE1 FLK1 mock: contract and tort', 'Exam', 153, 90),
  testItem(4, 'Paediatrics: growth, development and safeguarding', 'Exam', 60, 30),
];

export const quizzes: readonly TestListItem[] = [
  testItem(11, 'Acid–base in ten minutes', 'Quiz', 10, 8),
  testItem(12, 'Double entry warm-up', 'Quiz', 15, 12),
  testItem(13, 'Land registration quick fire', 'Quiz', 20, 15),
];

export const completedExams: readonly TestListItem[] = [
  testItem(21, 'Respiratory mock 2: asthma, COPD and spirometry', 'Exam', 75, 35, {
    _id: fixtureId(221),
    createdAt: '2025-03-14T10:20:00.000Z',
    percentage: 71.43,
  }),
  testItem(22, 'Audit and assurance: risk, materiality and evidence', 'Exam', 60, 30, {
    _id: fixtureId(222),
    createdAt: '2025-02-27T16:05:00.000Z',
    percentage: 63.33,
  }),
  testItem(23, 'Wills, intestacy and administration of estates', 'Exam', 45, 20, {
    _id: fixtureId(223),
    createdAt: '2025-01-30T08:45:00.000Z',
    percentage: 85,
  }),
];

type Reviewed = components['schemas']['ReviewedQuestion'];

/** A question as a report reviews it (its key and explanation included): empty but for what `over` sets. */
export function reviewedQuestion(
  _id: string,
  sub_topic_reference: Reviewed['sub_topic_reference'],
  over: Partial<Reviewed> & Pick<Reviewed, 'question' | 'question_type'>,
): Reviewed {
  return {
    _id,
    options: [],
    correct_option: null,
    correct_options: [],
    images: [],
    sub_questions: [],
    explanation: { description: '' },
    sub_topic_reference,
    ...over,
  };
}
