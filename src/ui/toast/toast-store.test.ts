import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, toast, TOAST_DURATION_MS } from './toast-store';

afterEach(() => toast.clear());

describe('toast store', () => {
  it('closes after the spec’s 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows the same message once while it is on screen', () => {
    const first = toast.error('Failed to load page content');
    const second = toast.error('Failed to load page content');
    expect(second).toBe(first);
    expect(currentToasts()).toHaveLength(1);
    toast.success('OTP sent to the mail');
    expect(currentToasts().map((t) => [t.kind, t.message])).toEqual([
      ['error', 'Failed to load page content'],
      ['success', 'OTP sent to the mail'],
    ]);
  });

  it('dismisses by id', () => {
    const id = toast.info('Saved');
    toast.dismiss(id);
    expect(currentToasts()).toEqual([]);
  });

  it('closes the open toasts on a change of screen, but one shown for the new screen only on the change after', () => {
    toast.error('Failed to load page content');
    const kept = toast.success('Password reset', { forNextScreen: true });
    toast.screenChanged();
    expect(currentToasts().map((t) => [t.id, t.message, t.forNextScreen])).toEqual([[kept, 'Password reset', undefined]]);
    toast.screenChanged();
    expect(currentToasts()).toEqual([]);
  });
});
