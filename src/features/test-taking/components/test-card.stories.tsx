import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TestListItem } from '../api/get-tests';
import { completedExams, exams, quizzes } from './story-fixtures';
import { ListedTestCard, type TestListSection } from './listed-test-card';

interface DemoProps {
  test: TestListItem;
  /** Which section of the Tests list the card sits in: it sets the button, as the screen does. */
  kind: TestListSection;
  /** Called by Take Exam / Take Quiz (the screen opens the start dialog). */
  onTake: (test: TestListItem) => void;
  /** The learner needs a plan (a Paid provider, no active plan). */
  needsPlan?: boolean;
}

/** A card of the Tests list at the width of one column of its grid, with the screen's labels and actions. */
function TestCardDemo({ test, kind, onTake, needsPlan = false }: DemoProps) {
  return (
    <div style={{ maxWidth: '22rem' }}>
      <ListedTestCard section={kind} test={test} onTake={onTake} needsPlan={needsPlan} />
    </div>
  );
}

const meta = {
  title: 'Test taking/TestCard',
  component: TestCardDemo,
  args: { test: exams[0]!, kind: 'exams', onTake: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['exams', 'quizzes', 'completed'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TestCardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const facts = (canvasElement: HTMLElement) =>
  Object.fromEntries(
    within(canvasElement)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** An exam not taken yet: Take Exam opens the start dialog (here, calls onTake). */
export const Exam: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article', { name: args.test.test_name })[0]).toBeVisible();
    await expect(facts(canvasElement)).toEqual({ 'Allotted Time': '1 hour 30 minutes', 'No. of Questions': '40' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Take Exam' })[0]!);
    await expect(args.onTake).toHaveBeenCalledOnce();
  },
};

/** A short quiz: minutes only, and Take Quiz. */
export const Quiz: Story = {
  args: { test: quizzes[0]!, kind: 'quizzes' },
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement)).toEqual({ 'Allotted Time': '10 minutes', 'No. of Questions': '8' });
    await expect(within(canvasElement).getAllByRole('button', { name: 'Take Quiz' })[0]).toBeVisible();
  },
};

/** A completed exam: Completed On, and View Score is a link to its report. */
export const CompletedExam: Story = {
  args: { test: completedExams[0]!, kind: 'completed' },
  play: async ({ canvasElement, args }) => {
    await expect(facts(canvasElement)).toEqual({ 'Allotted Time': '1 hour 15 minutes', 'No. of Questions': '35', 'Completed On': '14 Mar 2025' });
    const link = within(canvasElement).getAllByRole('link', { name: 'View Score' })[0]!;
    await expect(link).toHaveAttribute('href', `/menu/tests/check-answers/${args.test._id}?viewScore=true&reportId=${args.test.report!._id}`);
  },
};

/** A long name in a narrow column wraps under the badge. */
export const LongNameWholeHours: Story = {
  args: {
    test: {
      ...exams[2]!,
      test_name: 'SQE1 Functioning Legal Knowledge 2: property practice, wills and the administration of estates, solicitors accounts',
      duration_in_mins: 120,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement)).toMatchObject({ 'Allotted Time': '2 hours' });
  },
};

/** A learner without a plan on a Paid provider: 'Needs a plan' on the card, and Take Quiz is a link to Membership, described by it. */
export const NeedsPlan: Story = {
  args: { test: quizzes[0]!, kind: 'quizzes', needsPlan: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mark = canvas.getByText('Needs a plan');
    await expect(mark).toBeVisible();
    const take = canvas.getByRole('link', { name: 'Take Quiz' });
    await expect(take).toHaveAttribute('href', expect.stringContaining('/menu/membership?reason=plan-required'));
    // Described by the test's name and the mark (ids, so the check holds in every language).
    await expect(take.getAttribute('aria-describedby')?.split(' ')).toContain(mark.closest('[id]')?.id);
    await expect(args.onTake).not.toHaveBeenCalled();
  },
};
