import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { anOpenedQuiz } from '../../../tests/support/web-opened-test';
import { TakeTestScreen } from './take-test-screen';

type Question = components['schemas']['Question'];
type Feedback = components['schemas']['TutorFeedback'];
type StubAnswer = { status?: number; body: unknown } | 'pending';

const TEST_ID = '7d0c1a52-1f53-4a0e-9d0e-2b1c3d4e5f61';
const REPORT_ID = '9e8d7c6b-5a49-4837-8261-7f6e5d4c3b2b';
const subTopic = { _id: 'a1b2c3d4-0000-4000-8000-000000000001', sub_topic_name: 'Contract formation' };

const questions: Question[] = [
  {
    _id: 'a1b2c3d4-0000-4000-8000-000000000021',
    question: 'Which is needed for a binding contract?',
    question_type: 'Single Choice Question',
    options: ['Consideration', 'A deed', 'A witness'],
    images: [],
    sub_questions: [],
    sub_topic_reference: subTopic,
  },
  {
    _id: 'a1b2c3d4-0000-4000-8000-000000000022',
    question: 'Which are vitiating factors?',
    question_type: 'Multiple Choice Question',
    options: ['Duress', 'Misrepresentation', 'Offer'],
    images: [],
    sub_questions: [],
    sub_topic_reference: subTopic,
  },
];

/** The server's feedback on an answer to question `position` (the key: A, and A and B). */
function feedbackOn(position: number, selected: number[], status: Feedback['answer']['status']): Feedback {
  const question = questions[position]!;
  return {
    position,
    answer: { question: question._id, status, selected, flag: false, notes: '', comment: 'I KNOW IT', confidenceChosen: false },
    question: {
      ...question,
      correct_option: position === 0 ? 0 : null,
      correct_options: position === 0 ? [0] : [0, 1],
      sub_questions: [],
      explanation: { description: `<p>Explanation ${position + 1}: consideration is the price of the promise.</p>` },
      sub_topic_reference: { ...subTopic, references: ['https://example.com/contract'], images: [] },
    },
  };
}

const routes = [
  { path: '/menu/create-test/take-test/:testID', element: <TakeTestScreen mode="custom" /> },
  { path: '/menu/create-test/check-answers/:testID', element: <p>Own test review</p> },
];

/** A tutor-mode attempt: get-test (mode custom), autosaves, confirmations answered by `answer`, the submit. */
function serveTutor(
  tutor: Feedback[] = [],
  answer: (body: { position: number; selected: number[] }) => StubAnswer = (b) => ({ body: feedbackOn(b.position, b.selected, 'Wrong') }),
) {
  const confirmed: Array<{ position: number; selected: number[] }> = [];
  const submitted: unknown[] = [];
  const modes = new Set<string | null>();
  const start = anOpenedQuiz({ _id: TEST_ID, questions, tutor });
  stubApi(async (url, request) => {
    if (url.pathname.endsWith(TEST_ID) && url.pathname !== `/api/test/answer-question/${TEST_ID}`) modes.add(url.searchParams.get('mode'));
    if (url.pathname === `/api/test/get-test/${TEST_ID}`) return { body: start };
    if (url.pathname === `/api/test/save-progress/${TEST_ID}`) return { body: { savedAt: new Date().toISOString(), deadline: start.attempt.deadline } };
    if (url.pathname === `/api/test/answer-question/${TEST_ID}`) {
      const body = (await request.clone().json()) as { position: number; selected: number[] };
      confirmed.push(body);
      return answer(body);
    }
    if (url.pathname === `/api/test/submit-test/${TEST_ID}`) {
      submitted.push(await request.clone().json());
      return { body: { reportcard: REPORT_ID, message: 'Test submitted successfully' } };
    }
    return undefined;
  });
  renderAt(`/menu/create-test/take-test/${TEST_ID}`, routes);
  return { confirmed, submitted, modes };
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('TakeTestScreen in tutor mode', () => {
  afterEach(() => localStorage.clear());

  it('shows the time spent, not a countdown, and offers Check answer only once something is chosen', async () => {
    const { modes } = serveTutor();
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    expect(screen.getByText('Time spent')).toBeTruthy();
    expect(screen.queryByText('Time left')).toBeNull();
    expect(screen.getByRole('timer').textContent).toMatch(/^00:01:0\d$/);
    expect(screen.queryByRole('button', { name: 'Check answer' })).toBeNull();
    await userEvent.click(radio(/^B\. A deed$/));
    expect(screen.getByRole('button', { name: 'Check answer' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(`answers_${TEST_ID}_custom`) ?? '{}').answers[0].selectedOption).toBe(1);
    await waitFor(() => expect(modes).toEqual(new Set(['custom'])));
  });

  it('confirms the answer, then locks the question and shows the verdict, the key and the explanation', async () => {
    const { confirmed } = serveTutor();
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    await userEvent.click(radio(/^B\. A deed$/));
    await userEvent.click(screen.getByRole('button', { name: 'Check answer' }));

    expect(await screen.findByText('Wrong')).toBeTruthy();
    expect(confirmed).toEqual([{ position: 0, selected: [1], comment: 'I KNOW IT', confidenceChosen: false, flag: false, notes: '' }]);
    expect(document.activeElement?.textContent).toMatch(/^Wrong/);
    // Locked: no answer controls any more, and the letters do nothing.
    expect(screen.queryByRole('radio', { name: /A deed/ })).toBeNull();
    await userEvent.keyboard('c');
    const options = screen.getAllByRole('listitem').filter((li) => /Consideration|A deed|A witness/.test(li.textContent ?? ''));
    expect(options.map((li) => li.textContent)).toEqual(['AConsideration Correct answer', 'BA deedYour answer', 'CA witness']);
    expect(screen.getByText(/Explanation 1/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'example.com/contract' })).toBeTruthy();
    // The flag stays the learner's to change.
    await userEvent.click(screen.getByRole('button', { name: 'Flag' }));
    expect(screen.getByRole('button', { name: 'Flagged' })).toBeTruthy();
  });

  it('confirms with Enter', async () => {
    const { confirmed } = serveTutor();
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    const u = userEvent.setup();
    await u.keyboard('a');
    await u.keyboard('{Enter}');
    expect(await screen.findByText('Wrong')).toBeTruthy();
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ position: 0, selected: [0] });
  });

  it('on a failed confirmation keeps the choice, says so and confirms again on Try again', async () => {
    let fail = true;
    const { confirmed } = serveTutor([], (b) =>
      fail ? { status: 503, body: { message: 'Service unavailable' } } : { body: feedbackOn(b.position, b.selected, 'Correct') },
    );
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    await userEvent.click(radio(/^A\. Consideration$/));
    await userEvent.click(screen.getByRole('button', { name: 'Check answer' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your answer could not be checked.')).toBeTruthy();
    expect(radio(/^A\. Consideration$/).checked).toBe(true);
    expect(radio(/^A\. Consideration$/).disabled).toBe(false);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Correct')).toBeTruthy();
    expect(confirmed).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('resumes with the confirmed answers final and shown as feedback, whatever the saved progress says', async () => {
    serveTutor([feedbackOn(0, [0], 'Correct'), feedbackOn(1, [0], 'Partial')]);
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    expect(screen.getByText('Correct')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Consideration/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Partly correct')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('submits the confirmed answers and opens the own test’s review', async () => {
    const { submitted } = serveTutor([feedbackOn(0, [0], 'Correct'), feedbackOn(1, [0, 1], 'Correct')]);
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Now' }));
    expect(await screen.findByText('Own test review')).toBeTruthy();
    expect(submitted[0]).toMatchObject({ response: [{ selected: [0] }, { selected: [0, 1] }] });
    expect(localStorage.getItem(`answers_${TEST_ID}_custom`)).toBeNull();
  });
});
