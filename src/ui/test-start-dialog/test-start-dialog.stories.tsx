import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { TestStartDialog, type TestStartDialogProps } from './test-start-dialog';

type DemoProps = Omit<TestStartDialogProps, 'open' | 'onClose'> & { opener: string; initiallyOpen?: boolean };

/** A card's button that opens the dialog, as the Tests list and the Dashboard use it. */
function TestStartDemo({ opener, initiallyOpen = false, ...props }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <TestStartDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI/TestStartDialog',
  component: TestStartDemo,
  args: {
    opener: 'Take Exam',
    note: 'Practice exams can only be taken once.',
    testName: 'Cardiology mock 1',
    details: ['Time allotted: 90 minutes', 'Number of questions: 40'],
    backLabel: 'Go Back',
    startLabel: 'Start Exam',
    startTo: '/menu/tests/take-test/3f1c2b7a-0d4e-4c6b-9a8e-1b2c3d4e5f60',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TestStartDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with focus on Go Back; Escape closes it and focus returns to the card's button. */
export const Exam: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getAllByRole('button', { name: args.opener })[0]!;
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: args.testName });
    await expect(dialog).toHaveTextContent(args.note as string);
    await expect(within(dialog).getByRole('link', { name: args.startLabel })).toHaveAttribute('href', args.startTo);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: args.backLabel })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** A quiz, open from the start (so the accessibility check sees it open): another note and start label from the caller. */
export const Quiz: Story = {
  args: {
    initiallyOpen: true,
    opener: 'Take Quiz',
    note: 'Quizzes can be taken as often as you like.',
    testName: 'Renal physiology: acid–base, electrolytes and the nephron',
    details: ['Time allotted: 1 hour 30 minutes', 'Number of questions: 120'],
    startLabel: 'Start Quiz',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: args.testName });
    await expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(args.details);
    await expect(within(dialog).getByRole('link', { name: args.startLabel })).toBeVisible();
  },
};
