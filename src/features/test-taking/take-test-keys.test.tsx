import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { anOpenedQuiz } from '../../../tests/support/web-opened-test';
import { TakeTestScreen } from './take-test-screen';

type Question = components['schemas']['Question'];

const TEST_ID = '7d0c1a52-1f53-4a0e-9d0e-2b1c3d4e5f61';
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
    question: 'True or false?',
    question_type: 'Sub Questions',
    options: [],
    images: [],
    sub_questions: [{ question: 'An invitation to treat is an offer.' }],
    sub_topic_reference: subTopic,
  },
  {
    _id: 'a1b2c3d4-0000-4000-8000-000000000023',
    question: 'Which are vitiating factors?',
    question_type: 'Multiple Choice Question',
    options: ['Duress', 'Misrepresentation', 'Offer'],
    images: [],
    sub_questions: [],
    sub_topic_reference: subTopic,
  },
];

function serveAttempt() {
  const start = anOpenedQuiz({ _id: TEST_ID, questions });

  stubApi((url, request) => {
    if (url.pathname === `/api/test/get-test/${TEST_ID}`) return { body: start };
    if (url.pathname === `/api/test/save-progress/${TEST_ID}` && request.method === 'PUT')
      return { body: { savedAt: new Date().toISOString(), deadline: start.attempt.deadline } };
    return undefined;
  });
  renderAt(`/menu/tests/take-test/${TEST_ID}`, [{ path: '/menu/tests/take-test/:testID', element: <TakeTestScreen /> }]);
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const heading = (n: number) => screen.queryByRole('heading', { name: `Question ${n} of 3` });

describe('Take test keys and their hint', () => {
  afterEach(() => localStorage.clear());

  it('says what the arrows do: they move between questions while no answer has focus, and change the choice on a round answer button', async () => {
    serveAttempt();
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    expect(screen.getByText(/^Keyboard:/).textContent).toBe(
      'Keyboard: A–P choose an option, ← and → move between questions while no answer has focus (on a round answer button they change the ' +
        'choice; Esc leaves the answers), Shift+F flags the question, ? lists every shortcut.',
    );
  });

  it('an arrow on a chosen option changes the choice and keeps the question; Escape leaves the answers and the arrows move again', async () => {
    serveAttempt();
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    const u = userEvent.setup();
    await u.click(radio(/^A\. Consideration$/));
    await u.keyboard('{ArrowDown}');
    expect(radio(/^B\. A deed$/).checked).toBe(true);
    await u.keyboard('{ArrowRight}');
    expect(heading(1)).toBeTruthy();
    expect(radio(/^C\. A witness$/).checked).toBe(true);
    await u.keyboard('{Escape}');
    expect(document.activeElement).toBe(heading(1));
    await u.keyboard('{ArrowRight}');
    expect(heading(2)).toBeTruthy();
  });

  it('an arrow on a true/false statement flips it, not the question', async () => {
    serveAttempt();
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    const u = userEvent.setup();
    await u.keyboard('{ArrowRight}');
    expect(heading(2)).toBeTruthy();
    await u.click(radio(/^True$/));
    await u.keyboard('{ArrowRight}');
    expect(radio(/^False$/).checked).toBe(true);
    expect(heading(2)).toBeTruthy();
  });

  it('an arrow on a multiple-choice option changes neither the choice nor the question', async () => {
    serveAttempt();
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    const u = userEvent.setup();
    await u.keyboard('{ArrowRight}{ArrowRight}');
    expect(heading(3)).toBeTruthy();
    const duress = screen.getByRole('checkbox', { name: /^A\. Duress$/ }) as HTMLInputElement;
    await u.click(duress);
    await u.keyboard('{ArrowLeft}');
    expect(heading(3)).toBeTruthy();
    expect(duress.checked).toBe(true);
  });

  it('the keyboard shortcuts sheet opens from its button and from ?, lists every shortcut, and Escape closes it with focus back where it was', async () => {
    serveAttempt();
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    const u = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    await u.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const terms = [...sheet.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['A–P', '→', '←', '↑ ↓ ← →', 'Space', 'Esc', 'Shift+F', '?', 'Tab, Shift+Tab', 'Esc']);
    expect(sheet.textContent).toContain('Next question, while no answer has focus');
    // Keys typed in the sheet are its own: a letter chooses nothing behind it.
    await u.keyboard('b');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(radio(/^B\. A deed$/).checked).toBe(false);

    heading(1)!.focus();
    await u.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());
    expect(document.activeElement).toBe(heading(1));
  });
});
