import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { Dialog, type DialogProps } from './dialog';

// happy-dom has showModal() and close() (they toggle `open`) but no top layer, focus moving or
// Escape-to-cancel; the component moves focus itself and handles Escape, so no polyfill is needed.

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Submit test
      </button>
      <Dialog
        title="Submit this exam?"
        description="It cannot be reverted."
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Go Back
            </button>
            <button type="button">Submit Now</button>
          </>
        }
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const dialogElement = () => document.querySelector('dialog')!;

describe('Dialog', () => {
  it('shows nothing until opened', () => {
    renderWeb(<Harness />);
    expect(dialogElement().open).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Submit this exam?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
  });

  it('opens as a modal named by its heading and described by its description, with focus inside', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderWeb(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit test' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit this exam?' });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Submit this exam?' })).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('It cannot be reverted.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go Back' }));
    showModal.mockRestore();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    renderWeb(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Submit test' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogElement().open).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Submit this exam?' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back when closed by one of its own buttons', async () => {
    renderWeb(<Harness />);
    const opener = screen.getByRole('button', { name: 'Submit test' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape, the browser’s cancel and the backdrop when not dismissible', async () => {
    const onClose = vi.fn();
    renderWeb(<Harness onClose={onClose} dismissible={false} closeLabel="Close" />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit test' }));
    await userEvent.keyboard('{Escape}');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialogElement(), cancel);
    fireEvent.mouseDown(dialogElement());
    fireEvent.click(dialogElement());
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialogElement().open).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('closes on the browser’s own close request (cancel), keeping it controlled', async () => {
    const onClose = vi.fn();
    renderWeb(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit test' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialogElement(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogElement().open).toBe(false);
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const onClose = vi.fn();
    renderWeb(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit test' }));
    await userEvent.click(screen.getByText('It cannot be reverted.'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialogElement());
    fireEvent.click(dialogElement());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has a close button only when given its label', async () => {
    renderWeb(<Harness closeLabel="Close" size="md" />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit test' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialogElement().open).toBe(false);
  });
});
