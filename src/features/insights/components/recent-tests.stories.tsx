import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RecentTests } from './recent-tests';
import { tests } from './story-fixtures';

const meta = {
  title: 'Insights/RecentTests',
  component: RecentTests,
  args: { tests, loading: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecentTests>;

export default meta;
type Story = StoryObj<typeof meta>;

const [endocrine, renal, acute] = tests as [(typeof tests)[number], (typeof tests)[number], (typeof tests)[number]];

/** Not Attempted opens the test-start dialog (exam note, time, questions); Go Back closes it and focus returns. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Recently Created Tests' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Test Name', 'Type', 'Questions', 'Time', 'Status']);
    await expect(within(table).getByText('Endocrinology and Diabetes Pra…')).toHaveAttribute('title', endocrine.test_name);
    // An exam already taken cannot be taken again: its status is text, not a button.
    const acuteRow = within(table).getByText(acute.test_name).closest('tr')!;
    await expect(within(acuteRow).getByText('Attempted')).toBeVisible();
    await expect(within(acuteRow).queryByRole('button')).toBeNull();

    const status = canvas.getByRole('button', { name: `Not Attempted: ${endocrine.test_name}` });
    await expect(status).toHaveTextContent('Not Attempted');
    await userEvent.click(status);
    const dialog = await canvas.findByRole('dialog', { name: endocrine.test_name });
    await expect(dialog).toHaveTextContent('Practice exams can only be taken once.');
    await expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Time allotted: 90 minutes', 'Number of questions: 60']);
    await expect(within(dialog).getByRole('link', { name: 'Start Exam' })).toHaveAttribute('href', `/menu/tests/take-test/${endocrine._id}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(status).toHaveFocus();
  },
};

/** A quiz taken before can be taken again: Attempted opens the dialog with the quiz note and Start Quiz (left open for the accessibility check). */
export const QuizDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Attempted: ${renal.test_name}` }));
    const dialog = await canvas.findByRole('dialog', { name: renal.test_name });
    await expect(dialog).toHaveTextContent('Quizzes can be taken as often as you like.');
    await expect(within(dialog).getByRole('link', { name: 'Start Quiz' })).toHaveAttribute('href', `/menu/tests/take-test/${renal._id}`);
  },
};

/** A Paid provider's learner without a plan: each test they could take says 'Needs a plan' and leads to Membership, no dialog. */
export const NeedsPlan: Story = {
  args: { needsPlan: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: `Not Attempted Needs a plan: ${endocrine.test_name}` });
    await expect(link).toHaveTextContent('Not Attempted Needs a plan');
    await expect(link).toHaveAttribute('href', '/menu/membership?reason=plan-required');
    await expect(canvas.getByRole('link', { name: `Attempted Needs a plan: ${renal.test_name}` })).toBeVisible();
    // An Exam already taken is still plain text: there is nothing to take.
    const acuteRow = within(canvas.getByRole('table', { name: 'Recently Created Tests' }))
      .getByText(acute.test_name)
      .closest('tr')!;
    await expect(within(acuteRow).queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Attempted/ })).toBeNull();
  },
};

/** The spec's skeleton: 5 rows of 5 columns. */
export const Loading: Story = {
  args: { tests: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading recent tests' });
    await expect([...status.querySelectorAll('tr')].map((r) => r.querySelectorAll('td').length)).toEqual([5, 5, 5, 5, 5]);
  },
};

export const Empty: Story = {
  args: { tests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tests yet.')).toBeVisible();
  },
};
