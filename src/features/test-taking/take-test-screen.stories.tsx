import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AtRoute, keepLocalStorage, noSidewaysScroll, rightToLeft, signedIn } from '../../../.storybook/story-helpers';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import type { OpenedTest } from './api/get-test';
import { fixtureId, sampleQuestions, sixteenOptions } from './components/story-fixtures';
import type { Question } from './lib/answer-state';
import { TakeTestScreen } from './take-test-screen';
import { onAPhone } from '../../../.storybook/phone-story';

const TEST_ID = fixtureId(700);

function opened(questions: readonly Question[], name = 'Mixed practice paper: cardiology, accounts and land law'): OpenedTest {
  const now = Date.now();
  return {
    test: {
      _id: TEST_ID,
      test_name: name,
      test_type: 'Quiz',
      status: 'Active',
      duration_in_mins: 30,
      number_of_questions: questions.length,
      attempted: false,
      createdAt: '2025-01-06T09:00:00.000Z',
      subdomain_reference: { _id: fixtureId(800), sub_domain_name: 'Demo provider' },
      questions_reference: [...questions],
    },
    attempt: {
      mode: 'practice',
      startedAt: new Date(now - 60_000).toISOString(),
      deadline: new Date(now + 29 * 60_000).toISOString(),
      serverTime: new Date(now).toISOString(),
      progress: null,
    },
  };
}

/** The attempt's calls: opening the test, autosaves (kept nowhere) and the submit (never answers, so the story stays put). */
function server(test: (() => OpenedTest) | StoryAnswer = () => opened(sampleQuestions)) {
  return stubFetch((url, request) => {
    if (url.pathname === `/api/test/get-test/${TEST_ID}`) return typeof test === 'function' ? { body: test() } : test;
    if (url.pathname === `/api/test/save-progress/${TEST_ID}` && request.method === 'PUT')
      return { body: { savedAt: new Date().toISOString(), deadline: new Date(Date.now() + 60_000).toISOString() } };
    if (url.pathname === `/api/test/submit-test/${TEST_ID}`) return 'pending';
    return undefined;
  });
}

/** The screen at /menu/tests/take-test/:testID, as the Tests list opens it. */
function TakeTestAt() {
  return (
    <AtRoute pattern="/menu/tests/take-test/:testID" path={`/menu/tests/take-test/${TEST_ID}`}>
      <TakeTestScreen />
    </AtRoute>
  );
}

/** The browser at a phone's width (390 px) in the story tests. */
const PHONE = onAPhone();

/** Whether all of the element is on the screen. */
const onScreen = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight && box.height > 0;
};

const meta = {
  title: 'Test taking/TakeTestScreen',
  component: TakeTestAt,
  beforeEach: [keepLocalStorage, signedIn, server()],
} satisfies Meta<typeof TakeTestAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header with the timer, the question with its options and confidence, the palette and the tools. */
export const FirstQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Which coronary artery is most likely to be occluded/)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** A question with sixteen options (A to P): every option stays a full-size target. */
export const SixteenOptions: Story = {
  beforeEach: [server(() => opened([sixteenOptions, ...sampleQuestions.filter((q) => q !== sixteenOptions)]))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Toxoplasma gondii')).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** Submit (on the last question) with it unanswered: the confirmation says how many are missing. */
export const SubmitDialog: Story = {
  beforeEach: [server(() => opened(sampleQuestions.slice(0, 1)))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Which coronary artery/);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

/** A long test name in the header wraps beside the timer. */
export const LongTestName: Story = {
  beforeEach: [
    server(() =>
      opened(
        sampleQuestions,
        'Cardiology, respiratory medicine, gastroenterology and nephrology: a full-length mock paper under exam conditions, with explanations',
      ),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Which coronary artery/)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const Loading: Story = { beforeEach: [server('pending')] };

/** The test cannot be opened (an Exam already taken). */
export const OpenFailed: Story = {
  beforeEach: [server({ status: 409, body: { message: 'Practice exams can only be taken once' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Practice exams can only be taken once/)).toBeVisible();
  },
};

/** Right to left: header, options, palette and tools mirror; nothing overflows. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Which coronary artery/)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/**
 * On a phone, scrolled down to the last option: the time left, the question's number and whether
 * it is saved stay in view in a small bar stuck at the top, and the option is not behind it.
 */
export const PhoneScrolledToLastOption: Story = {
  ...PHONE,
  beforeEach: [server(() => opened([sixteenOptions, ...sampleQuestions.filter((q) => q !== sixteenOptions)]))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Toxoplasma gondii');
    await expect(window.innerWidth).toBe(390);
    const choices = within(canvas.getByRole('group', { name: 'Choose one answer' })).getAllByRole('radio');
    const lastOption = choices.at(-1)!.closest('label')!;
    lastOption.scrollIntoView({ block: 'end', behavior: 'instant' });
    await waitFor(() => expect(scrollY).toBeGreaterThan(200));
    await expect(onScreen(canvas.getByRole('timer'))).toBe(true);
    await expect(canvas.getAllByText('Question 1 of 5').some(onScreen)).toBe(true);
    await expect(canvas.getAllByText(/^(Saved|Saving…)$/).some(onScreen)).toBe(true);
    const box = lastOption.getBoundingClientRect();
    await expect(lastOption.contains(document.elementFromPoint(box.left + box.width / 2, box.top + 4))).toBe(true);
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** Under the question: the keyboard hint, saying exactly what the arrows do, and its Keyboard shortcuts button. */
export const KeyboardHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Which coronary artery/);
    const hint = canvas.getByText(
      'Keyboard: A–P choose an option, ← and → move between questions while no answer has focus (on a round answer button they change the ' +
        'choice; Esc leaves the answers), Shift+F flags the question, ? lists every shortcut.',
    );
    hint.scrollIntoView({ block: 'center', behavior: 'instant' });
    await expect(hint).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible();
  },
};

/** The keyboard shortcuts sheet, opened with the ? key: every key of the screen and what it does. */
export const KeyboardShortcutsSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Which coronary artery/);
    await userEvent.keyboard('?');
    const sheet = await within(document.body).findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await expect(within(sheet).getByText('Next question, while no answer has focus')).toBeVisible();
    await expect(within(sheet).getByText('Flag the question, or take its flag off')).toBeVisible();
  },
};

/** The same sheet on a phone (390 px): keys and their actions stay in two readable columns. */
export const KeyboardShortcutsSheetPhone: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Which coronary artery/);
    await userEvent.click(canvas.getByRole('button', { name: 'Keyboard shortcuts' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};
