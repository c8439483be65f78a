import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TestListItem } from '../api/get-tests';
import { completedExams, exams, quizzes } from './story-fixtures';
import type { TestListSection } from './listed-test-card';
import { ListedTestSection } from './listed-test-section';

interface DemoProps {
  /** Which of the Tests list's three sections: its heading, search and empty texts, and its cards' buttons. */
  kind: TestListSection;
  loading: boolean;
  tests: readonly TestListItem[];
  /** Called by a card's Take Exam / Take Quiz. */
  onTake: (test: TestListItem) => void;
}

/** One section of the Tests list, built as the screen builds it. */
function TestSectionDemo({ kind, loading, tests, onTake }: DemoProps) {
  return <ListedTestSection section={kind} loading={loading} tests={tests} onTake={onTake} />;
}

const meta = {
  title: 'Test taking/TestSection',
  component: TestSectionDemo,
  args: { kind: 'exams', loading: false, tests: exams, onTake: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['exams', 'quizzes', 'completed'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TestSectionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getAllByRole('region', { name })[0]!);

/** Exams not yet taken; the search keeps the cards whose name matches, and says so when none does. */
export const Exams: Story = {
  play: async ({ canvasElement, args }) => {
    const exams = section(canvasElement, 'Exams');
    await expect(exams.getAllByRole('article')).toHaveLength(4);
    const search = exams.getByRole('searchbox', { name: 'Search exams' });
    await userEvent.type(search, 'ACCOUNTING');
    await expect(exams.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Management accounting: standard costing and variances',
    ]);
    await userEvent.click(exams.getByRole('button', { name: 'Take Exam' }));
    await expect(args.onTake).toHaveBeenCalledWith(expect.objectContaining({ test_name: 'Management accounting: standard costing and variances' }));
    await userEvent.clear(search);
    await userEvent.type(search, 'ophthalmology');
    await expect(exams.getByText('No Exams found!')).toBeVisible();
    await userEvent.clear(search);
  },
};

/** Quizzes, which can be retaken. */
export const Quizzes: Story = {
  args: { kind: 'quizzes', tests: quizzes },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'Quizzes').getAllByRole('button', { name: 'Take Quiz' })).toHaveLength(3);
  },
};

/** Completed exams, newest first, each with View Score. */
export const CompletedExams: Story = {
  args: { kind: 'completed', tests: completedExams },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'Review Completed Exam-Scoreboard').getAllByRole('link', { name: 'View Score' })).toHaveLength(3);
  },
};

/** While the list loads: six placeholder cards in a busy status region. */
export const Loading: Story = {
  args: { loading: true, tests: [] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getAllByRole('status', { name: 'Loading exams' })[0]!;
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(section(canvasElement, 'Exams').queryAllByRole('article')).toHaveLength(0);
  },
};

/** Nothing to list (every exam already taken). */
export const Empty: Story = {
  args: { tests: [] },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'Exams').getByText('No Exams found!')).toBeVisible();
  },
};
