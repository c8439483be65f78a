// @vitest-environment node
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bootScript } from '../../../scripts/vite/boot-script';
import { renderFirstScreens } from './render-first-screens';
import { testManifest } from '../../../tests/support/render-web';

// Take test's first screen as the server renders it, and the boot script filling its question
// card in from the early call's answer. Waiting as long as a test may run for that answer: the app
// itself never starts here.
const script = bootScript({ entry: ['/assets/index.js'], files: ['/assets/index.js'], routes: [], earlyWaitMs: 3_600_000 });
const TEST_ID = '0b0b0b0b-0000-4000-8000-000000000000';
const STARTED = '2026-11-26T10:00:00.000Z';
let template = '';

beforeAll(async () => {
  const answer = async () => new Response('{}', { status: 404 });
  const { screens } = await renderFirstScreens({ manifest: testManifest, language: 'en-GB', fetch: answer }, ['take-test']);
  template = `<template id="first-screen-take-test">${screens['take-test']}</template>`;
});

const question = (text: string, extra: Record<string, unknown> = {}) => ({
  _id: '1b1b1b1b-0000-4000-8000-000000000000',
  question: text,
  question_type: 'Single Choice Question',
  options: ['One', 'Two', 'Three'],
  images: [],
  sub_questions: [],
  sub_topic_reference: { _id: '2b2b2b2b-0000-4000-8000-000000000000', sub_topic_name: 'Topic' },
  ...extra,
});
const blank = { selectedOption: null, selectedOptions: [], selected: [], questionFlagged: false, confidence: 'I KNOW IT', note: '' };
const QUESTIONS = [
  question('<p>First?</p>'),
  question('<p>Second <em>one</em>?</p>', { question_type: 'Multiple Choice Question' }),
  question('<p>Third?</p>'),
];

function opened(progress: unknown = null, questions: unknown[] = QUESTIONS) {
  return {
    test: { _id: TEST_ID, test_name: 'Cardiology', duration_in_mins: 30, questions_reference: questions },
    attempt: { mode: 'practice', startedAt: STARTED, deadline: '2026-11-26T10:30:00.000Z', serverTime: STARTED, progress },
  };
}

/** Opens take test with this early call's answer and waits until the boot script has dealt with it. */
async function visit(answer: unknown, storage: Record<string, string> = {}) {
  const window = new Window({ url: `http://alpha.localhost/#/menu/tests/take-test/${TEST_ID}` });
  window.fetch = (async () => new window.Response(JSON.stringify(answer))) as unknown as typeof window.fetch;
  for (const [key, value] of Object.entries({ token: 't', refreshToken: 'r', ...storage })) window.localStorage.setItem(key, value);
  window.document.write(
    `<!doctype html><html><head><script id="tenant-manifest" type="application/json">{}</script></head><body><div id="root"></div>${template}</body></html>`,
  );
  window.eval(script);
  // It asks for the app's chunks once it has dealt with the answer.
  await vi.waitFor(() => expect(window.document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull(), { timeout: 30_000 });
  const root = window.document.getElementById('root')!;
  const card = root.querySelector('[data-first-question] section');
  const shown = card !== null && !card.parentElement!.hasAttribute('hidden');
  const text = (selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent!.trim());
  const result = {
    shown,
    placeholder: root.querySelector('[data-first-question] > span[aria-hidden]') !== null,
    counter: root.querySelector('#question-counter')?.textContent,
    stem: card?.querySelector(':scope > div:nth-child(2)')?.innerHTML,
    options: text('[data-first-question] fieldset:first-of-type label'),
    inputs: [...root.querySelectorAll('[data-first-question] fieldset:first-of-type label input')].map((input) => input.getAttribute('type')),
    buttons: [...root.querySelectorAll('[data-first-question] button')].map((b) => `${b.textContent}${b.hasAttribute('disabled') ? ' (disabled)' : ''}`),
    hint: text('[data-first-question] fieldset:first-of-type legend'),
    rest: root.textContent!,
  };
  await window.happyDOM.abort();
  return result;
}

describe("the boot script on take test's first screen", () => {
  it('shows the first question of a new attempt, lettered, in place of the placeholder', async () => {
    const page = await visit(opened());
    expect(page.shown).toBe(true);
    expect(page.placeholder).toBe(false);
    expect(page.counter).toBe('Question 1 of 3');
    expect(page.stem).toBe('<p>First?</p>');
    expect(page.options).toEqual(['AA. One', 'BB. Two', 'CC. Three']);
    expect(page.inputs).toEqual(['radio', 'radio', 'radio']);
    expect(page.hint).toEqual(['Choose one answer']);
    expect(page.buttons).toEqual(['Flag', 'Calculator', 'Take Notes', 'Previous (disabled)', 'Next', 'Keyboard shortcuts']);
    expect(page.rest).not.toMatch(/[\uE003-\uE006]/);
  });

  it('shows the question the learner was on, as the app resumes it: a multiple choice, then the last', async () => {
    const onSecond = await visit(opened({ answers: [blank, blank, blank], currentQuestion: 1, savedAt: STARTED }));
    expect(onSecond.counter).toBe('Question 2 of 3');
    expect(onSecond.stem).toBe('<p>Second <em>one</em>?</p>');
    expect(onSecond.inputs).toEqual(['checkbox', 'checkbox', 'checkbox']);
    expect(onSecond.hint).toEqual(['Choose all that apply']);
    expect(onSecond.buttons.slice(-3)).toEqual(['Previous', 'Next', 'Keyboard shortcuts']);

    // This device's copy of the same attempt, saved later than the server's, wins.
    const local = JSON.stringify({ startedAt: STARTED, answers: [blank, blank, blank], currentQuestion: 2, savedAt: '2026-11-26T10:05:00.000Z' });
    const onLast = await visit(opened({ answers: [blank, blank, blank], currentQuestion: 1, savedAt: STARTED }), { [`answers_${TEST_ID}`]: local });
    expect(onLast.counter).toBe('Question 3 of 3');
    expect(onLast.buttons.slice(-3)).toEqual(['Previous', 'Submit', 'Keyboard shortcuts']);
  });

  it('leaves the placeholder for the app where the card would not show the question as the app will', async () => {
    const answered = { ...blank, selectedOption: 0 };
    const cases = [
      opened({ answers: [answered, blank, blank], currentQuestion: 0, savedAt: STARTED }),
      opened({ answers: [{ ...blank, questionFlagged: true }, blank, blank], currentQuestion: 0, savedAt: STARTED }),
      opened({ answers: [{ ...blank, confidence: 'NOT SURE' }, blank, blank], currentQuestion: 0, savedAt: STARTED }),
      opened(null, [question('<p>Look</p>', { images: ['/figure.png'] })]),
      opened(null, [question('<p>Parts</p>', { question_type: 'Sub Questions', options: [], sub_questions: [{ question: 'A part' }] })]),
      opened(null, []),
      { message: 'No active plan' },
    ];
    for (const answer of cases) {
      const page = await visit(answer);
      expect(page).toMatchObject({ shown: false, placeholder: true });
    }
  });
});
