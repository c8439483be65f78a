import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { anOpenedQuiz } from '../../../tests/support/web-opened-test';
import { TakeTestScreen } from './take-test-screen';

type Opened = components['schemas']['GetTestResponse'];
type Question = components['schemas']['Question'];

const TEST_ID = '7d0c1a52-1f53-4a0e-9d0e-2b1c3d4e5f60';
const REPORT_ID = '9e8d7c6b-5a49-4837-8261-7f6e5d4c3b2a';
const subTopic = { _id: 'a1b2c3d4-0000-4000-8000-000000000001', sub_topic_name: 'Contract formation' };

const questions: Question[] = [
  {
    _id: 'a1b2c3d4-0000-4000-8000-000000000011',
    question: 'Which is needed for a binding contract?',
    question_type: 'Single Choice Question',
    options: ['Consideration', 'A deed', 'A witness'],
    images: [],
    sub_questions: [],
    sub_topic_reference: subTopic,
  },
  {
    _id: 'a1b2c3d4-0000-4000-8000-000000000012',
    question: 'Which are vitiating factors?',
    question_type: 'Multiple Choice Question',
    options: ['Duress', 'Misrepresentation', 'Offer'],
    images: [],
    sub_questions: [],
    sub_topic_reference: subTopic,
  },
  {
    _id: 'a1b2c3d4-0000-4000-8000-000000000013',
    question: 'True or false?',
    question_type: 'Sub Questions',
    options: [],
    images: [],
    sub_questions: [{ question: 'An invitation to treat is an offer.' }],
    sub_topic_reference: subTopic,
  },
];

function opened(progress: Opened['attempt']['progress'] = null): Opened {
  return anOpenedQuiz({ _id: TEST_ID, questions, progress });
}

const routes = [
  { path: '/menu/tests/take-test/:testID', element: <TakeTestScreen /> },
  { path: '/menu/tests/check-answers/:testID', element: <p>Check answers screen</p> },
  { path: '/menu/membership', element: <MembershipProbe /> },
];

/** Stands in for Membership, showing the query it was opened with. */
function MembershipProbe() {
  return <p>Membership screen {useLocation().search}</p>;
}

/** A server for one attempt: records what the screen saves and submits. */
function serveAttempt(start = opened()) {
  const saved: unknown[] = [];
  const submitted: unknown[] = [];
  stubApi((url, request) => {
    if (url.pathname === `/api/test/get-test/${TEST_ID}`) return { body: start };
    if (url.pathname === `/api/test/save-progress/${TEST_ID}` && request.method === 'PUT') {
      void request
        .clone()
        .json()
        .then((body) => saved.push(body));
      return { body: { savedAt: new Date().toISOString(), deadline: start.attempt.deadline } };
    }
    if (url.pathname === `/api/test/submit-test/${TEST_ID}` && request.method === 'POST') {
      void request
        .clone()
        .json()
        .then((body) => submitted.push(body));
      return { body: { reportcard: REPORT_ID, message: 'Test submitted successfully' } };
    }
    return undefined;
  });
  renderAt(`/menu/tests/take-test/${TEST_ID}`, routes);
  return { saved, submitted };
}

const option = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('TakeTestScreen', () => {
  afterEach(() => localStorage.clear());

  it('shows the header, the counter and lettered options, and saves a choice on the device at once and to the server after the autosave delay', async () => {
    const { saved } = serveAttempt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha Academy Test' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^00:0[89]:\d\d$/);

    await userEvent.click(option(/^B\. A deed$/));
    expect(JSON.parse(localStorage.getItem(`answers_${TEST_ID}`) ?? '{}').answers[0].selectedOption).toBe(1);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ currentQuestion: 0, answers: [{ selectedOption: 1, confidence: 'I KNOW IT' }, {}, {}] });
    expect(await screen.findByText('Your answer is saved.')).toBeTruthy();
  });

  it('can be taken with the keyboard: letters choose, arrows move, Shift+F flags', async () => {
    serveAttempt();
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    const u = userEvent.setup();
    await u.keyboard('c');
    expect(option(/^C\. A witness$/).checked).toBe(true);
    await u.keyboard('{Shift>}F{/Shift}');
    expect(screen.getByRole('button', { name: 'Flagged' }).getAttribute('aria-pressed')).toBe('true');
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
    await u.keyboard('ab');
    expect((screen.getByRole('checkbox', { name: /^A\. Duress$/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^B\. Misrepresentation$/ }) as HTMLInputElement).checked).toBe(true);
    await u.keyboard('a');
    expect((screen.getByRole('checkbox', { name: /^A\. Duress$/ }) as HTMLInputElement).checked).toBe(false);
    await u.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Question 1, answered, flagged' })).toBeTruthy();
  });

  it('moving to another question (Next, Previous, the palette) scrolls to its heading and puts focus on it; opening the test does not', async () => {
    const scrolled: string[] = [];
    const scrollIntoView = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      serveAttempt();
      await screen.findByRole('heading', { name: 'Question 1 of 3' });
      expect(document.activeElement?.textContent).not.toBe('Question 1 of 3');
      expect(scrolled).toEqual([]);
      const u = userEvent.setup();
      await u.click(screen.getByRole('button', { name: 'Next' }));
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 2 of 3' }));
      await u.click(screen.getByRole('button', { name: 'Previous' }));
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 1 of 3' }));
      await u.click(screen.getByRole('button', { name: /^Question 3/ }));
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 3 of 3' }));
      expect(scrolled).toEqual(['Question 2 of 3', 'Question 1 of 3', 'Question 3 of 3']);
      // The question's answer state is still announced politely as before.
      expect(screen.getAllByRole('status').some((s) => /answer/i.test(s.textContent ?? ''))).toBe(true);
    } finally {
      HTMLElement.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it('in a right-to-left page ← moves to the next question and → back', async () => {
    document.documentElement.dir = 'rtl';
    try {
      serveAttempt();
      await screen.findByRole('heading', { name: 'Question 1 of 3' });
      const u = userEvent.setup();
      await u.keyboard('{ArrowLeft}');
      expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
      await u.keyboard('{ArrowRight}');
      expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeTruthy();
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('with a question unanswered, the confirmation offers only Go Back & Add Response', async () => {
    serveAttempt();
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    await userEvent.click(screen.getByRole('button', { name: /Question 3/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit your answers' });
    expect(within(dialog).getByText('3 questions are not answered yet.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Go Back & Add Response']);
  });

  it('with everything answered, Submit Now (even double-clicked) sends every answer and the elapsed time once, then opens the review', async () => {
    const { submitted } = serveAttempt();
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    await userEvent.click(option(/^A\. Consideration$/));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^A\. Duress$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = screen.getByRole('dialog', { name: 'Submit your answers' });
    expect(within(dialog).getByText('Are you sure you want to submit this exam? it cannot be reverted..!')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Go Back', 'Submit Now']);
    // A double click, as an impatient learner gives it: one submission goes out.
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Submit Now' }));

    expect(await screen.findByText('Check answers screen')).toBeTruthy();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ response: [{ selected: [0] }, { selected: [0] }, { selected: ['false'] }] });
    // One minute had passed when the attempt opened: minutes.seconds.
    expect((submitted[0] as { timeTaken: number }).timeTaken).toBeGreaterThanOrEqual(1);
    expect((submitted[0] as { timeTaken: number }).timeTaken).toBeLessThan(1.59);
    expect(localStorage.getItem(`answers_${TEST_ID}`)).toBeNull();
  });

  it('resumes the server’s saved answers and question', async () => {
    const progress = {
      savedAt: new Date().toISOString(),
      currentQuestion: 1,
      answers: [
        { selectedOption: 2, selectedOptions: [], selected: [], questionFlagged: true, confidence: 'NOT SURE' as const, note: '' },
        { selectedOption: null, selectedOptions: [1], selected: [], questionFlagged: false, confidence: 'I KNOW IT' as const, note: '' },
        { selectedOption: null, selectedOptions: [], selected: [null], questionFlagged: false, confidence: 'I KNOW IT' as const, note: '' },
      ],
    };
    serveAttempt(opened(progress));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /^B\. Misrepresentation$/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(option(/^C\. A witness$/).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'NOT SURE' }) as HTMLInputElement).checked).toBe(true);
  });

  it('warns when the learner leaves the window', async () => {
    serveAttempt();
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    act(() => void window.dispatchEvent(new Event('blur')));
    const dialog = screen.getByRole('dialog', { name: 'Stay on this test' });
    expect(within(dialog).getByText('You are taking a test, opening other tabs is not allowed.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a note with the question and opens the calculator', async () => {
    const { saved } = serveAttempt();
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    await userEvent.click(screen.getByRole('button', { name: 'Take Notes' }));
    fireEvent.change(screen.getByPlaceholderText('Take a note...'), { target: { value: 'Revise consideration' } });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(saved.at(-1)).toMatchObject({ answers: [{ note: 'Revise consideration' }, {}, {}] }));
    await userEvent.click(screen.getByRole('button', { name: 'Calculator' }));
    expect(screen.getByRole('dialog', { name: 'Calculator' })).toBeTruthy();
  });

  it('opens the calculator beside the question, keeps its keys from the test’s shortcuts, and Escape gives focus back to its button', async () => {
    serveAttempt();
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    const opener = screen.getByRole('button', { name: 'Calculator' });
    await userEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('dialog', { name: 'Calculator' });
    expect(panel.contains(document.activeElement)).toBe(true);
    // Not modal: the question and its options are still there to read and answer.
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^A\. Consideration$/ })).toBeTruthy();

    // Typed in the calculator: a (option A), the arrows (next question) and digits stay in it.
    await userEvent.keyboard('a12*3{ArrowRight}{Enter}');
    expect(within(panel).getByRole('status').textContent).toBe('36');
    expect((screen.getByRole('radio', { name: /^A\. Consideration$/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Calculator' })).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    // Outside it, the test's keys work again.
    await userEvent.keyboard('a');
    expect((screen.getByRole('radio', { name: /^A\. Consideration$/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends a learner without a plan to Membership, saying why', async () => {
    stubApi(() => ({ status: 402, body: { message: 'An active plan is needed to take tests' } }));
    renderAt(`/menu/tests/take-test/${TEST_ID}`, routes);
    expect(await screen.findByText('Membership screen ?reason=plan-required')).toBeTruthy();
  });
});
