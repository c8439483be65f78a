import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import type { Report } from './api/get-report';
import { CheckAnswersScreen } from './check-answers-screen';
import { reviewedQuestion } from './components/story-fixtures';

type Reviewed = components['schemas']['ReviewedQuestion'];

const TEST_ID = '7d1e9c52-6a0b-4f3e-8c21-5b9a0d2e4f11';
const REPORT_ID = '0b6f3a2e-9c4d-4e8a-b1f7-2d5c8e9a6b40';
const subTopic = { _id: 'a4c2e6f8-1b3d-4f5a-8c7e-9d0b2a4c6e81', sub_topic_name: 'Arrhythmias', references: [], images: [] };
const question = (n: number, over: Partial<Reviewed> & Pick<Reviewed, 'question' | 'question_type'>): Reviewed =>
  reviewedQuestion(`c1a1b2c3-0000-4000-8000-00000000000${n}`, subTopic, over);

/** 50 characters, so twelve of them fill the 600-character preview exactly. */
const SENTENCE = 'Atrial fibrillation greatly raises a stroke risk. ';
const TAIL = 'Anticoagulate when CHA2DS2-VASc is 2 or more.';
const NICE = 'https://www.nice.org.uk/guidance/ng196';

const rateControl = question(1, {
  question: '<p>First-line rate control in stable AF?</p>',
  question_type: 'Single Choice Question',
  options: ['Amiodarone', 'Bisoprolol', 'Digoxin', 'Flecainide'],
  correct_option: 1,
  correct_options: [1],
  explanation: { description: '<p>Beta-blockers come first.</p>' },
});
const riskFactors = question(2, {
  question: '<p>Which are risk factors for AF?</p>',
  question_type: 'Multiple Choice Question',
  options: ['Hypertension', 'Hypothyroidism', 'Alcohol excess', 'Asthma'],
  correct_options: [0, 2],
});
const anticoagulation = question(3, {
  question: '<p>About anticoagulants:</p>',
  question_type: 'Sub Questions',
  images: ['/uploads/ecg-af.png'],
  sub_questions: [
    { question: 'Warfarin needs INR monitoring', answer: null, correct_option: 'true' },
    { question: 'Apixaban needs INR monitoring', answer: null, correct_option: 'false' },
    { question: 'Dabigatran has a reversal agent', answer: null, correct_option: 'true' },
  ],
  explanation: { description: `<p>${SENTENCE.repeat(12)}<strong>Anticoagulate</strong> when CHA2DS2-VASc is 2 or more.</p>` },
  sub_topic_reference: { ...subTopic, references: [NICE], images: ['/uploads/chads-vasc.png'] },
});
const cardioversion = question(4, {
  question: '<p>Cardioversion without anticoagulation is safe within?</p>',
  question_type: 'Single Choice Question',
  options: ['12 hours', '48 hours'],
  correct_option: 1,
  correct_options: [1],
});

const report: Report = {
  _id: REPORT_ID,
  mode: 'practice',
  test: {
    _id: TEST_ID,
    test_name: 'Cardiology Mock 1',
    test_type: 'Exam',
    number_of_questions: 4,
    duration_in_mins: 30,
    updatedAt: '2025-03-01T09:00:00.000Z',
    questions_reference: [rateControl, riskFactors, anticoagulation, cardioversion],
  },
  answers: [
    { question: rateControl._id, status: 'Correct', selected: [1], flag: false, notes: '', comment: 'I KNOW IT', confidenceChosen: true },
    { question: riskFactors._id, status: 'Partial', selected: [0, 3], flag: true, notes: 'Revise thyroid causes', comment: 'THINK SO', confidenceChosen: true },
    { question: anticoagulation._id, status: 'Wrong', selected: ['true', 'true', null], flag: false, notes: '', comment: 'NOT SURE', confidenceChosen: true },
    { question: cardioversion._id, status: 'Wrong', selected: [], flag: false, notes: '', comment: 'I KNOW IT', confidenceChosen: false },
  ],
  total: 4,
  attempt: 3,
  correct_answers: 1,
  partial_answers: 1,
  wrong_answers: 2,
  percentage: 25,
  confidence: 75,
  confidenceAnswers: 3,
  timeTaken: 12.05,
  closedBy: 'learner',
  createdAt: '2025-03-14T12:00:00.000Z',
};

const serve = (answer: { status?: number; body: unknown } = { body: { report } }) =>
  stubApi((url, request) => (request.method === 'GET' && url.pathname === `/api/report/get-report/${REPORT_ID}` ? answer : undefined));
const open = (query = `?reportId=${REPORT_ID}`, language?: string) =>
  renderAt(
    `/menu/tests/check-answers/${TEST_ID}${query}`,
    [
      { path: '/menu/tests/check-answers/:testID', element: <CheckAnswersScreen /> },
      { path: '/menu/tests', element: <p>Tests list</p> },
      { path: '/menu/membership', element: <MembershipProbe /> },
      { path: '/menu/tickets/chat/new', element: <NewTicketProbe /> },
    ],
    undefined,
    language,
  );

/** Stands in for the new-ticket form, showing what it was asked to start with. */
function NewTicketProbe() {
  const prefill = (useLocation().state as { prefill?: { subject: string; description: string } } | null)?.prefill;
  return (
    <div>
      <p>New ticket</p>
      <p data-testid="subject">{prefill?.subject}</p>
      <pre data-testid="description">{prefill?.description}</pre>
    </div>
  );
}

/** Stands in for Membership, showing the query it was opened with. */
function MembershipProbe() {
  return <p>Membership screen {useLocation().search}</p>;
}
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Cardiology Mock 1' });

const summary = () => screen.getByRole('region', { name: 'Cardiology Mock 1' });
const figures = () =>
  Object.fromEntries(
    within(summary())
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
const mapCells = () => within(screen.getByRole('navigation', { name: 'Answers' })).getAllByRole('button');
const reviewed = () => screen.getByRole('region', { name: /^Question \d of 4$/ });
const marks = (option: string) => {
  const item = within(reviewed()).getByText(option).closest('li')!;
  return ['Correct answer', 'Your answer'].filter((mark) => within(item).queryByText(mark) !== null);
};
const nav = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

afterEach(() => vi.unstubAllGlobals());

describe('CheckAnswersScreen', () => {
  it('fetches the report named in the query string with the learner’s token and shows the score summary', async () => {
    localStorage.setItem('token', 'learner-token');
    localStorage.setItem('refreshToken', 'learner-refresh');
    const calls = serve();
    open();
    await loaded();
    expect(calls.map((c) => [c.method, new URL(c.url).pathname, c.headers.get('Authorization')])).toEqual([
      ['GET', `/api/report/get-report/${REPORT_ID}`, 'Bearer learner-token'],
    ]);
    expect(document.title).toBe('Check answers: Cardiology Mock 1 | Alpha Academy');
    expect(within(summary()).getByText('14 March 2025')).toBeTruthy();
    expect(figures()).toEqual({ Score: '1 / 4', Percentage: '25.00%', Performance: '75.00%', 'Time taken': '12 min 05 s' });
    for (const count of ['Correct: 1', 'Partial: 1', 'Wrong: 2', 'Attempted: 3 / 4']) expect(within(summary()).getByText(count)).toBeTruthy();
    expect(screen.queryByText('Past result')).toBeNull();
  });

  it('gives Performance from the answers whose confidence the learner chose, and says so', async () => {
    serve();
    open();
    await loaded();
    expect(within(summary()).getByText('From answers where you chose a confidence level.')).toBeTruthy();
  });

  it('has no Performance figure when the learner chose no confidence level, and says so', async () => {
    serve({ body: { report: { ...report, confidence: 0, confidenceAnswers: 0 } } });
    open();
    await loaded();
    expect(figures()).toMatchObject({ Performance: '–' });
    expect(within(summary()).getByText('You did not choose a confidence level in this test.')).toBeTruthy();
  });

  it("writes the date and the percentages in the learner's active language, not the provider's default", async () => {
    serve();
    open(undefined, 'ar');
    await loaded();
    const LRM = '\u200e';
    expect(within(summary()).getByText('14 مارس 2025')).toBeTruthy();
    expect(figures()).toMatchObject({ Percentage: `25.00${LRM}%${LRM}`, Performance: `75.00${LRM}%${LRM}` });
  });

  it('numbers every answer with its status, flags the flagged one and opens a question from the map', async () => {
    serve();
    const u = userEvent.setup();
    open();
    await loaded();
    expect(mapCells().map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Question 1: Correct',
      'Question 2: Partial, flagged',
      'Question 3: Wrong',
      'Question 4: Wrong',
    ]);
    expect(mapCells().map((cell) => cell.textContent)).toEqual(['1', '2⚑', '3', '4']);
    expect(mapCells().map((cell) => cell.getAttribute('aria-current'))).toEqual(['step', null, null, null]);
    expect(within(reviewed()).getByRole('heading', { name: 'Question 1 of 4' })).toBeTruthy();
    expect(within(reviewed()).getByText('Correct')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Question 2: Partial, flagged' }));
    expect(within(reviewed()).getByRole('heading', { name: 'Question 2 of 4' })).toBeTruthy();
    expect(within(reviewed()).getByText('Partial')).toBeTruthy();
    expect(mapCells()[1]!.getAttribute('aria-current')).toBe('step');
  });

  it('marks the correct options and the learner’s choices, for single and multiple choice', async () => {
    serve();
    const u = userEvent.setup();
    open();
    await loaded();
    expect(within(reviewed()).getByText('First-line rate control in stable AF?')).toBeTruthy();
    expect(['Amiodarone', 'Bisoprolol', 'Digoxin', 'Flecainide'].map(marks)).toEqual([[], ['Correct answer', 'Your answer'], [], []]);

    await u.click(nav('Next'));
    expect(['Hypertension', 'Hypothyroidism', 'Alcohol excess', 'Asthma'].map(marks)).toEqual([
      ['Correct answer', 'Your answer'],
      [],
      ['Correct answer'],
      ['Your answer'],
    ]);
    expect(within(reviewed()).getByText('Your note:').parentElement?.textContent).toBe('Your note: Revise thyroid causes');

    await u.click(nav('Last'));
    expect(['12 hours', '48 hours'].map(marks)).toEqual([[], ['Correct answer']]);
    expect(within(reviewed()).getByText('Not answered')).toBeTruthy();
  });

  it('shows each sub-question’s statement, the learner’s answer and the key', async () => {
    serve();
    const u = userEvent.setup();
    open();
    await loaded();
    await u.click(screen.getByRole('button', { name: 'Question 3: Wrong' }));
    const rows = within(within(reviewed()).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map((cell) => cell.textContent))).toEqual([
      ['Statement', 'Your answer', 'Correct answer'],
      ['Warfarin needs INR monitoring', 'True', 'True'],
      ['Apixaban needs INR monitoring', 'True', 'False'],
      ['Dabigatran has a reversal agent', 'Not answered', 'True'],
    ]);
  });

  it('cuts a long explanation at 600 characters with Read More, and Read Less folds it again', async () => {
    serve();
    const u = userEvent.setup();
    open();
    await loaded();
    expect(within(reviewed()).getByText('Beta-blockers come first.')).toBeTruthy();
    expect(within(reviewed()).queryByRole('button', { name: 'Read More' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Question 3: Wrong' }));
    const explanation = screen.getByRole('region', { name: 'Explanation' });
    const shown = within(explanation).getByText((_, el) => el?.tagName === 'P' && el.textContent!.startsWith(SENTENCE)).textContent!;
    expect(shown).toBe(`${SENTENCE.repeat(12).trimEnd()}…`);
    expect(shown.length - 1).toBeLessThanOrEqual(600);
    expect(explanation.textContent).not.toContain(TAIL);

    const readMore = within(explanation).getByRole('button', { name: 'Read More' });
    expect(readMore.getAttribute('aria-expanded')).toBe('false');
    await u.click(readMore);
    expect(explanation.textContent).toContain(TAIL);
    expect(within(explanation).getByText('Anticoagulate').tagName).toBe('STRONG');
    const readLess = within(explanation).getByRole('button', { name: 'Read Less' });
    expect(readLess.getAttribute('aria-expanded')).toBe('true');

    await u.click(readLess);
    expect(explanation.textContent).not.toContain(TAIL);
    expect(within(explanation).getByRole('button', { name: 'Read More' })).toBeTruthy();
  });

  it('shows the question image, the reference links and the reference images', async () => {
    serve();
    const u = userEvent.setup();
    open();
    await loaded();
    expect(screen.queryByRole('region', { name: 'References' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Question 3: Wrong' }));
    const link = within(screen.getByRole('region', { name: 'References' })).getByRole('link', { name: 'www.nice.org.uk/guidance/ng196' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([NICE, '_blank', 'noopener noreferrer']);
    const pictures = Array.from(reviewed().querySelectorAll('img'));
    expect(pictures.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/uploads/ecg-af.png', 'Figure 1 of this question'],
      ['/uploads/chads-vasc.png', 'Reference figure 1'],
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Reference images' }))
        .getByRole('img', { name: 'Reference figure 1' })
        .getAttribute('src'),
    ).toBe('/uploads/chads-vasc.png');
  });

  it('moves with First, Previous, Next and Last, disabling them at the ends', async () => {
    serve();
    const u = userEvent.setup();
    open();
    await loaded();
    const state = () => [reviewed().querySelector('h2')?.textContent, ...['First', 'Previous', 'Next', 'Last'].map((name) => nav(name).disabled)];
    expect(state()).toEqual(['Question 1 of 4', true, true, false, false]);
    await u.click(nav('Next'));
    expect(state()).toEqual(['Question 2 of 4', false, false, false, false]);
    await u.click(nav('Next'));
    await u.click(nav('Previous'));
    expect(state()).toEqual(['Question 2 of 4', false, false, false, false]);
    await u.click(nav('Last'));
    expect(state()).toEqual(['Question 4 of 4', false, false, true, true]);
    expect(mapCells()[3]!.getAttribute('aria-current')).toBe('step');
    await u.click(nav('First'));
    expect(state()).toEqual(['Question 1 of 4', true, true, false, false]);
  });

  it('shows a past result when opened with viewScore=true (View Score)', async () => {
    const calls = serve();
    open(`?viewScore=true&reportId=${REPORT_ID}`);
    await loaded();
    expect(screen.getByText('Past result')).toBeTruthy();
    expect(figures().Score).toBe('1 / 4');
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['late', 'Submitted after time: this report scores the answers saved by the time limit, not those given later.'],
    ['server', 'Submitted when time ran out: you did not submit, so this report scores your last saved answers.'],
  ] as const)('says how the attempt ended when it was closed %s', async (closedBy, text) => {
    serve({ body: { report: { ...report, closedBy } } });
    open();
    await loaded();
    expect(within(summary()).getByText(text)).toBeTruthy();
  });

  it('says nothing of time when the learner submitted in time', async () => {
    serve();
    open();
    await loaded();
    expect(within(summary()).queryByText(/^Submitted (after time|when time ran out)/)).toBeNull();
  });

  it('falls back to the stored report id, and says so when there is none', async () => {
    localStorage.setItem('reportId', REPORT_ID);
    const calls = serve();
    const first = open('');
    await loaded();
    first.unmount();
    localStorage.removeItem('reportId');
    open('');
    expect(screen.getByRole('status').textContent).toBe('No Report found!');
    expect(calls).toHaveLength(1);
  });

  it('shows the API’s message with a way back instead of a blank screen when the report is not found', async () => {
    serve({ status: 404, body: { message: 'Report not found' } });
    open();
    const backLink = await screen.findByRole('link', { name: 'Back to tests' });
    const alert = screen.getAllByRole('alert').find((el) => el.contains(backLink))!;
    expect(alert.textContent).toContain('Report not found');
    expect(backLink.getAttribute('href')).toBe('/menu/tests');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await userEvent.setup().click(backLink);
    expect(await screen.findByText('Tests list')).toBeTruthy();
  });

  it('goes back to the screen a past result was opened from (the dashboard, All Results), and to Tests for any other `from`', async () => {
    serve();
    for (const [from, name, href] of [
      ['results', 'Back to All Results', '/menu/results'],
      ['dashboard', 'Back to Dashboard', '/menu'],
      ['https://elsewhere.example', 'Back to tests', '/menu/tests'],
    ] as const) {
      const view = open(`?viewScore=true&reportId=${REPORT_ID}&from=${encodeURIComponent(from)}`);
      expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe(href);
      view.unmount();
    }
  });

  it('sends a learner without an active plan to Membership, saying why', async () => {
    serve({ status: 402, body: { message: 'An active plan is needed to take tests. Choose a plan on the Membership page.' } });
    open();
    expect(await screen.findByText('Membership screen ?reason=plan-required')).toBeTruthy();
  });

  it('reports a problem with the shown question: a new ticket naming the test and question, without the answer key', async () => {
    serve();
    open();
    await loaded();
    await userEvent.click(nav('Next'));
    await userEvent.click(screen.getByRole('link', { name: 'Report a problem with this question' }));
    expect(await screen.findByText('New ticket')).toBeTruthy();
    expect(screen.getByTestId('subject').textContent).toBe('Problem with question 2 of Cardiology Mock 1');
    const description = screen.getByTestId('description').textContent ?? '';
    expect(description).toContain('Test: Cardiology Mock 1');
    expect(description).toContain('Question 2: Which are risk factors for AF?');
    for (const option of riskFactors.options) expect(description).not.toContain(option);
  });
  it('shows how others answered, per option and in all, only where the report has it', async () => {
    const peers = { learners: 128, correct: 62.5, options: [12.5, 62.5, 20, 5] };
    serve({ body: { report: { ...report, answers: report.answers.map((a, i) => (i === 0 ? { ...a, peers } : a)) } } });
    open();
    await loaded();
    const box = screen.getByRole('region', { name: 'How others answered' });
    expect(within(box).getByText('128 learners answered; 62.5% got it right.')).toBeTruthy();
    expect(within(box).getByText('Option B: chosen by 62.5% of them')).toBeTruthy();
    expect(within(box).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(nav('Next'));
    expect(screen.queryByRole('region', { name: 'How others answered' })).toBeNull();
  });
});
