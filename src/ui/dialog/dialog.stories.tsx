import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog, type DialogProps } from './dialog';

type DemoProps = Omit<DialogProps, 'open' | 'onClose' | 'actions' | 'children'> & {
  opener: string;
  body?: ReactNode;
  confirm?: string;
  cancel?: string;
  initiallyOpen?: boolean;
};

/** A page with the button that opens the dialog, as a screen would use it. */
function DialogDemo({ opener, body, confirm, cancel, initiallyOpen = false, ...dialog }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Dialog
        {...dialog}
        open={open}
        onClose={close}
        actions={
          cancel || confirm ? (
            <>
              {cancel ? (
                <Button variant="secondary" onClick={close}>
                  {cancel}
                </Button>
              ) : null}
              {confirm ? <Button onClick={close}>{confirm}</Button> : null}
            </>
          ) : undefined
        }
      >
        {body}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
  args: {
    opener: 'Submit',
    title: 'Submit this exam?',
    description: 'Are you sure you want to submit this exam? It cannot be reverted.',
    cancel: 'Go Back',
    confirm: 'Submit Now',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const opened = async (canvasElement: HTMLElement, opener: string, title: string) => {
  const canvas = within(canvasElement);
  const button = canvas.getAllByRole('button', { name: opener })[0]!;
  await userEvent.click(button);
  const dialog = await canvas.findByRole('dialog', { name: title });
  return { canvas, button, dialog };
};

/** Opens on the button, moves focus in, closes on Escape and gives focus back to the button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, button, dialog } = await opened(canvasElement, args.opener, String(args.title));
    await expect(dialog).toHaveAttribute('open');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** A corner close button when the caller gives its label. */
export const WithCloseButton: Story = {
  args: {
    closeLabel: 'Close',
    confirm: undefined,
    cancel: undefined,
    title: 'Take notes',
    description: undefined,
    opener: 'Open notes',
    body: <p>Notes are saved with your answers.</p>,
  },
  play: async ({ canvasElement, args }) => {
    const { canvas, button } = await opened(canvasElement, args.opener, String(args.title));
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The spec's leaving-the-window warning: Escape does not close it; only OK does. */
export const NotDismissible: Story = {
  args: {
    dismissible: false,
    title: 'Stay on this page',
    description: 'You are taking a test, opening other tabs is not allowed.',
    cancel: undefined,
    confirm: 'OK',
    opener: 'Leave the window',
  },
  play: async ({ canvasElement, args }) => {
    const { canvas, dialog } = await opened(canvasElement, args.opener, String(args.title));
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('open');
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** The wider size, open from the start, with a long body that scrolls inside the dialog. */
export const MediumOpen: Story = {
  args: {
    size: 'md',
    initiallyOpen: true,
    closeLabel: 'Close',
    title: 'Cardiology: arrhythmias, heart failure and valve disease (mock paper 3)',
    description: 'Read the instructions before you start.',
    body: (
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        {Array.from({ length: 8 }, (_, i) => (
          <p key={i}>
            Instruction {i + 1}: answer every question before the time runs out. Flag a question to come back to it, and use the notes to keep your working.
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: String(args.title) });
    await expect(dialog).toHaveAttribute('open');
  },
};
