import { useId } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '../../../../openapi/schema.gen';
import { PREVIEW_LENGTH, textOf } from '../lib/preview-text';
import { ReviewedQuestion } from './reviewed-question';
import { fixtureId, multipleChoice } from './story-fixtures';
import { useCheckAnswersText } from '../lib/use-check-answers-text';
import { Main, Top } from './take-test-layout';
import { onAPhone } from '../../../../.storybook/phone-story';

type Reviewed = components['schemas']['ReviewedQuestion'];
type Answer = components['schemas']['ReportAnswer'];

/**
 * Figures from the tenants' assets, served by Storybook under /tenant-files/<slug>/ (.storybook/main.ts),
 * each ending with its size as the app's addresses do (server/tenants/tenant-assets.ts).
 */
const FAMILY_TREE = '/tenant-files/sqe-commons/bank/intestacy-family-tree.svg#900x580';
const TRIAL_BALANCE = '/tenant-files/ledgerline/bank/trial-balance.svg#760x554';
const FLOW_VOLUME = '/tenant-files/wardround/bank/spirometry-flow-volume-01.svg#820x520';

const intestacy: Reviewed = {
  _id: fixtureId(501),
  question:
    '<p>Harold died intestate on 9 September 2024, domiciled in England. He is survived by his wife, Mary, and by children and grandchildren. ' +
    'After his personal chattels, his net estate is worth £622,000.</p><p>How much of the £622,000 does Mary receive absolutely?</p>',
  question_type: 'Single Choice Question',
  options: ['£322,000', '£472,000', '£311,000', '£622,000', '£461,000'],
  correct_option: 1,
  correct_options: [1],
  images: [],
  sub_questions: [],
  explanation: {
    description:
      '<p>Where an intestate leaves a spouse <strong>and issue</strong>, section 46 of the Administration of Estates Act 1925 (as amended by the ' +
      'Inheritance and Trustees’ Powers Act 2014) gives the spouse the personal chattels, ' +
      'a fixed net sum (the statutory legacy) and half of what remains, all absolutely.</p>' +
      '<p>For deaths on or after 26 July 2023 the statutory legacy is £322,000. Mary therefore takes £322,000 plus half of the £300,000 balance, ' +
      'that is £150,000: £472,000 in all. The other £150,000 is held on the statutory trusts for Harold’s issue.</p>' +
      '<p>Under the statutory trusts the children share equally, and the children of a child who died before Harold take their parent’s share ' +
      'between them (per stirpes). A child under 18 has only a contingent interest until reaching 18 or marrying. ' +
      'A stepchild who was never adopted is not issue and takes nothing, and Harold’s parents and siblings are excluded because he left ' +
      'issue.</p>' +
      '<p>Option A forgets the half share of the residue; option C divides the whole estate equally; ' +
      'option D treats the spouse as taking everything, which is only the case where there are no issue.</p>',
  },
  sub_topic_reference: {
    _id: fixtureId(601),
    sub_topic_name: 'Intestacy',
    references: ['https://www.legislation.gov.uk/ukpga/Geo5/15-16/23/section/46', 'https://www.gov.uk/inherits-someone-dies-without-will'],
    images: [FAMILY_TREE],
  },
};

const currentLiabilities: Reviewed = {
  _id: multipleChoice._id,
  question: multipleChoice.question,
  question_type: 'Multiple Choice Question',
  options: multipleChoice.options,
  correct_option: null,
  correct_options: [0, 1],
  images: [],
  sub_questions: [],
  explanation: {
    description:
      '<p>IAS 1 <em>Presentation of Financial Statements</em> classifies a liability as current when the entity expects to settle it in its ' +
      'normal operating cycle, holds it primarily for trading, must settle it within twelve months after the reporting period, ' +
      'or has no right at the end of the reporting period to defer settlement for at least twelve months.</p>' +
      '<p><strong>Trade payables</strong> due within 30 days are settled within the operating cycle, so they are current. ' +
      'A <strong>bank overdraft repayable on demand</strong> gives the company no right to defer settlement, so it is current too, ' +
      'even if the bank is unlikely to call it in.</p>' +
      '<p>A <strong>deferred tax liability</strong> is never classified as current: ' +
      'IAS 1 requires deferred tax to be presented as non-current whatever its expected reversal. ' +
      '<strong>Ordinary share capital</strong> is equity, not a liability at all. A <strong>loan note repayable in five years</strong> is ' +
      'non-current; only the part due within twelve months of the year end would be reclassified as current.</p>',
  },
  sub_topic_reference: {
    _id: fixtureId(602),
    sub_topic_name: 'Statement of financial position',
    references: ['https://www.ifrs.org/issued-standards/list-of-standards/ias-1-presentation-of-financial-statements/'],
    images: [TRIAL_BALANCE],
  },
};

const spirometry: Reviewed = {
  _id: fixtureId(503),
  question:
    '<p>A 58-year-old woman who has smoked 30 pack-years has spirometry for breathlessness. ' +
    'Decide whether each statement about interpreting spirometry is true or false.</p>',
  question_type: 'Sub Questions',
  options: [],
  correct_option: null,
  correct_options: [],
  images: [],
  sub_questions: [
    { question: 'A post-bronchodilator FEV1/FVC ratio below 0.7 supports a diagnosis of COPD.', answer: null, correct_option: 'true' },
    { question: 'In restrictive lung disease the FEV1/FVC ratio is typically reduced.', answer: null, correct_option: 'false' },
    { question: 'A scooped, concave expiratory limb of the flow–volume loop suggests obstruction of the small airways.', answer: null, correct_option: 'true' },
    { question: 'An increase in FEV1 of more than 400 mL after a bronchodilator suggests asthma rather than COPD.', answer: null, correct_option: 'true' },
  ],
  explanation: {
    description:
      '<p><strong>Statement 1 is true.</strong> Airflow obstruction is confirmed by a post-bronchodilator FEV1/FVC ratio below 0.7, ' +
      'and in a smoker with exertional breathlessness that supports COPD; the FEV1 as a percentage of predicted then grades its severity.</p>' +
      '<p><strong>Statement 2 is false.</strong> In restrictive disease, such as pulmonary fibrosis, ' +
      'both FEV1 and FVC fall roughly in proportion, so the ratio is normal or even raised. A low ratio points to obstruction.</p>' +
      '<p><strong>Statement 3 is true.</strong> In obstruction, expiratory flow falls away early and the descending limb of the loop bows ' +
      'inwards, giving the typical scooped appearance; a flattened plateau instead suggests a fixed obstruction of the large airways.</p>' +
      '<p><strong>Statement 4 is true.</strong> A large response to a bronchodilator, more than 400 mL in FEV1, ' +
      'is unusual in COPD and should prompt you to consider asthma or asthma with COPD overlap.</p>',
  },
  sub_topic_reference: {
    _id: fixtureId(603),
    sub_topic_name: 'Pulmonary function tests',
    references: ['https://www.nice.org.uk/guidance/ng115', 'https://www.nice.org.uk/guidance/ng245'],
    images: [FLOW_VOLUME],
  },
};

const cushing: Reviewed = {
  _id: fixtureId(504),
  question: '<p>Which investigation is most appropriate first to confirm suspected Cushing’s syndrome in an outpatient?</p>',
  question_type: 'Single Choice Question',
  options: ['Random serum cortisol', 'Overnight dexamethasone suppression test', 'Short Synacthen test', 'CT of the adrenal glands'],
  correct_option: 1,
  correct_options: [1],
  images: [],
  sub_questions: [],
  explanation: {
    description:
      '<p>The overnight (1 mg) dexamethasone suppression test is a sensitive first test. ' +
      'A random cortisol varies too much through the day to be useful, the Synacthen test looks for adrenal insufficiency, ' +
      'and imaging comes only after biochemical confirmation.</p>',
  },
  sub_topic_reference: { _id: fixtureId(604), sub_topic_name: 'Adrenal disorders', references: [], images: [] },
};

const answerTo = (question: Reviewed, patch: Partial<Answer>): Answer => ({
  question: question._id,
  status: 'Correct',
  selected: [],
  flag: false,
  notes: '',
  comment: 'I KNOW IT',
  confidenceChosen: true,
  ...patch,
});

interface DemoProps {
  question: Reviewed;
  answer: Answer;
  /** 1-based position shown in the heading. */
  n: number;
  total: number;
}

/** The reviewed question as the check-answers screen shows it, under its "Question n of total" heading. */
function ReviewedQuestionDemo({ question, answer, n, total }: DemoProps) {
  const t = useCheckAnswersText();
  const headingId = useId();
  return (
    <Main aria-labelledby={headingId} style={{ maxWidth: '52rem' }}>
      <Top>
        <h2 id={headingId}>{t('question', { n, total })}</h2>
      </Top>
      <ReviewedQuestion question={question} answer={answer} />
    </Main>
  );
}

const meta = {
  title: 'Test taking/ReviewedQuestion',
  component: ReviewedQuestionDemo,
  args: { question: intestacy, answer: answerTo(intestacy, { selected: [1] }), n: 4, total: 20 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReviewedQuestionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The explanation is cut at 600 characters; Read More shows the rest and Read Less folds it again. */
async function readMore(canvasElement: HTMLElement, lastWords: string) {
  const canvas = within(canvasElement);
  const toggle = canvas.getAllByRole('button', { name: 'Read More' })[0]!;
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.queryAllByText(lastWords, { exact: false })).toHaveLength(0);
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveTextContent('Read Less');
  await expect(canvas.getAllByText(lastWords, { exact: false })[0]).toBeVisible();
}

/** Every figure has loaded (the reference images come from the tenants' assets). */
async function imagesLoaded(canvasElement: HTMLElement) {
  const images = [...canvasElement.querySelectorAll('img')];
  for (const image of images) image.loading = 'eager';
  await waitFor(() => expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true));
}

/** The learner's choice is the key: one green row marked both "Correct answer" and "Your answer". */
export const CorrectSingle: Story = {
  play: async ({ canvasElement }) => {
    await expect(textOf(intestacy.explanation.description).length).toBeGreaterThan(PREVIEW_LENGTH);
    const options = within(canvasElement).getAllByRole('list')[0]!;
    const chosen = within(options).getAllByRole('listitem')[1]!;
    await expect(chosen).toHaveTextContent('£472,000');
    await expect(chosen).toHaveTextContent('Correct answer');
    await expect(chosen).toHaveTextContent('Your answer');
    await expect(within(canvasElement).getAllByRole('link', { name: 'www.gov.uk/inherits-someone-dies-without-will' })[0]).toHaveAttribute('target', '_blank');
    await imagesLoaded(canvasElement);
    await readMore(canvasElement, 'only the case where there are no issue');
  },
};

/** One right option and one wrong one picked, with the learner's note. */
export const PartialMultiple: Story = {
  args: {
    question: currentLiabilities,
    answer: answerTo(currentLiabilities, {
      status: 'Partial',
      selected: [0, 2],
      comment: 'THINK SO',
      flag: true,
      notes: 'Deferred tax: check whether IAS 1 ever lets it be current.',
    }),
    n: 12,
    total: 25,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getAllByRole('list')[0]!).getAllByRole('listitem');
    await expect(rows[1]).toHaveTextContent('Correct answer');
    await expect(rows[1]).not.toHaveTextContent('Your answer');
    await expect(rows[2]).toHaveTextContent('Your answer');
    await expect(rows[2]).not.toHaveTextContent('Correct answer');
    await expect(canvas.getAllByText(/Deferred tax: check whether IAS 1/)[0]).toBeVisible();
    await imagesLoaded(canvasElement);
    await readMore(canvasElement, 'would be reclassified as current');
  },
};

/** True/false statements in a table: two wrong, one right, one left blank. */
export const WrongSubQuestions: Story = {
  args: {
    question: spirometry,
    answer: answerTo(spirometry, { status: 'Wrong', selected: ['false', 'true', 'true', null], comment: 'NOT SURE' }),
    n: 17,
    total: 40,
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getAllByRole('table')[0]!;
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([spirometry.sub_questions[0]!.question, 'False', 'True']);
    await expect(within(rows[3]!).getAllByRole('cell')[1]).toHaveTextContent('Not answered');
    await imagesLoaded(canvasElement);
    await readMore(canvasElement, 'asthma with COPD overlap');
  },
};

/** Skipped: "Not answered" under the options; a short explanation needs no Read More, and no references. */
export const NotAnsweredShortExplanation: Story = {
  args: { question: cushing, answer: answerTo(cushing, { status: 'Wrong', selected: [] }), n: 9, total: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Not answered')[0]).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: 'Read More' })).toHaveLength(0);
    await expect(canvas.queryAllByRole('heading', { name: 'References' })).toHaveLength(0);
  },
};

/** How others answered (the report's peers): per option a bar and its share, and how many answered and got it right. */
export const WithPeers: Story = {
  args: {
    question: intestacy,
    answer: answerTo(intestacy, { status: 'Wrong', selected: [0], peers: { learners: 1342, correct: 61.7, options: [27.35, 61.7, 4.02, 5.96, 0.97] } }),
    n: 4,
    total: 20,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const peers = canvas.getByRole('region', { name: 'How others answered' });
    await expect(peers).toBeVisible();
    await expect(within(peers).getAllByRole('listitem')).toHaveLength(5);
    await expect(peers.querySelector('p')).toBeVisible();
  },
};

/** The same on a phone (390 px): bars and shares stay on one line per option. */
export const WithPeersPhone: Story = { ...onAPhone({ layout: 'padded' }), args: WithPeers.args, play: WithPeers.play };

/** Sub Questions: the peers' summary alone (no options to share out). */
export const WithPeersSubQuestions: Story = {
  args: { ...WrongSubQuestions.args, answer: { ...WrongSubQuestions.args!.answer!, peers: { learners: 40, correct: 12.5, options: [] } } } as DemoProps,
  play: async ({ canvasElement }) => {
    const peers = within(canvasElement).getByRole('region', { name: 'How others answered' });
    await expect(within(peers).queryAllByRole('listitem')).toHaveLength(0);
  },
};
