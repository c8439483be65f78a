import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft, signedIn } from '../../../.storybook/story-helpers';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import type { TestListItem } from './api/get-tests';
import { completedExams, exams, quizzes } from './components/story-fixtures';
import { TestsListScreen } from './tests-list-screen';

const server = (tests: readonly TestListItem[] | StoryAnswer) =>
  stubFetch((url) => (url.pathname === '/api/test/get-tests' ? (Array.isArray(tests) ? { body: { tests } } : (tests as StoryAnswer)) : undefined));

const meta = {
  title: 'Test taking/TestsListScreen',
  component: TestsListScreen,
  beforeEach: [signedIn, server([...exams, ...quizzes, ...completedExams])],
} satisfies Meta<typeof TestsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exams not yet taken, every Quiz, and the completed Exams with their scores; long names wrap. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
    await expect(await canvas.findByText(exams[0]!.test_name)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** Take Exam opens the start dialog with the time allotted and the number of questions. */
export const StartDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: /Take Exam/ }))[0]!);
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

/** While the list loads: each section's skeleton cards. */
export const Loading: Story = { beforeEach: [server('pending')] };

/** A provider with no tests yet: each section says so. */
export const Empty: Story = {
  beforeEach: [server([])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Exams found!')).toBeVisible();
    await expect(canvas.getByText('No Quiz found!')).toBeVisible();
    await expect(canvas.getByText('No Completed exams found!')).toBeVisible();
  },
};

/** Right to left: cards, search boxes and scores mirror; nothing overflows. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(exams[0]!.test_name)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};
