import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../ui/button';
import { NotesDialog } from './notes-dialog';
import { useTakeTestText } from '../lib/use-take-test-text';

interface DemoProps {
  questionNumber: number;
  /** The note the question already has. */
  note: string;
  onChange: (note: string) => void;
  /** Open from the start, so the accessibility check sees the dialog. */
  initiallyOpen?: boolean;
}

/** The take-test screen's Take Notes button and popup, keeping the note as the screen does. */
function NotesDialogDemo({ questionNumber, note: initial, onChange, initiallyOpen = true }: DemoProps) {
  const t = useTakeTestText();
  const [open, setOpen] = useState(initiallyOpen);
  const [note, setNote] = useState(initial);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('tools.notes')}
      </Button>
      <NotesDialog
        open={open}
        questionNumber={questionNumber}
        note={note}
        onChange={(next) => {
          setNote(next);
          onChange(next);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'Test taking/NotesDialog',
  component: NotesDialogDemo,
  args: { questionNumber: 12, note: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotesDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('dialog', { name: 'Take Notes' });

/** No note yet: the placeholder; typing keeps the note, Done closes. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await dialogOf(canvasElement);
    const field = within(dialog).getByRole('textbox', { name: 'Your note for question 12' });
    await expect(field).toHaveAttribute('placeholder', 'Take a note...');
    await userEvent.type(field, 'Reciprocal change in aVL');
    await expect(args.onChange).toHaveBeenLastCalledWith('Reciprocal change in aVL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Take Notes' }));
    await expect(within(await dialogOf(canvasElement)).getByRole('textbox')).toHaveValue('Reciprocal change in aVL');
  },
};

/** A note already written for the question; the corner Close button closes it too. */
export const WithNote: Story = {
  args: {
    questionNumber: 27,
    note:
      'Contribution per unit = 50 − 20 = £30.\nBreakeven = 120,000 ÷ 30 = 4,000 units.\n' +
      'Margin of safety = (7,000 − 4,000) ÷ 7,000 — check the chart’s budget line.',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: 'Your note for question 27' })).toHaveValue(args.note);
    const canvas = within(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // Open again, so the accessibility check runs on the open dialog.
    await userEvent.click(canvas.getByRole('button', { name: 'Take Notes' }));
    await expect(await dialogOf(canvasElement)).toHaveAttribute('open');
  },
};
