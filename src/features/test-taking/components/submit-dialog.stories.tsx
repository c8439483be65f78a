import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../ui/button';
import { useTakeTestText } from '../lib/use-take-test-text';
import { SubmitDialog } from './submit-dialog';

interface DemoProps {
  missing: number;
  submitting: boolean;
  onSubmit: () => void;
  /** Open from the start, so the accessibility check sees the dialog. */
  initiallyOpen?: boolean;
}

/** The last question's Submit button and the confirmation it opens, with the take-test strings. */
function SubmitDialogDemo({ missing, submitting, onSubmit, initiallyOpen = true }: DemoProps) {
  const t = useTakeTestText();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('submit')}</Button>
      <SubmitDialog open={open} missing={missing} submitting={submitting} onClose={() => setOpen(false)} onSubmit={onSubmit} />
    </>
  );
}

const meta = {
  title: 'Test taking/SubmitDialog',
  component: SubmitDialogDemo,
  args: { missing: 3, submitting: false, onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SubmitDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('dialog', { name: 'Submit your answers' });

/** Questions left unanswered: the count, and only "Go Back & Add Response", which closes it. */
export const MissingAnswers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('3 questions are not answered yet.');
    await expect(within(dialog).queryByRole('button', { name: 'Submit Now' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Back & Add Response' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Open again, so the accessibility check runs on the open dialog.
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await dialogOf(canvasElement)).toHaveAttribute('open');
  },
};

/** One question left: the singular text. */
export const OneMissing: Story = {
  args: { missing: 1 },
  play: async ({ canvasElement }) => {
    await expect(await dialogOf(canvasElement)).toHaveAccessibleDescription('1 question is not answered yet.');
  },
};

/** Everything answered: "Go Back" or "Submit Now". */
export const AllAnswered: Story = {
  args: { missing: 0 },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to submit this exam? it cannot be reverted..!');
    await expect(within(dialog).getByRole('button', { name: 'Go Back' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Now' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** After Submit Now, while the answers are on their way: a spinner in the button, which stays focusable but inactive. */
export const Submitting: Story = {
  args: { missing: 0, submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const submit = within(dialog).getByRole('button', { name: /Submit Now/ });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
  },
};
