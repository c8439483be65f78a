import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { toast } from './toast-store';

// The app shell's own toaster (renderWeb renders the app's providers, toaster included).
beforeEach(() => {
  vi.useFakeTimers();
  renderWeb(<p>Screen</p>);
});

afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('the toaster', () => {
  it('shows a toast top-right in a labelled region and closes it by itself after exactly 5000 ms', () => {
    act(() => void toast.success('Profile updated successfully'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.textContent).toContain('Profile updated successfully');
    expect(getComputedStyle(region).position).toBe('fixed');
    wait(4999);
    expect(screen.getByRole('status').textContent).toContain('Profile updated successfully');
    wait(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces an error assertively (role alert) and closes it after 5000 ms too', () => {
    act(() => void toast.error('Failed to load page content'));
    expect(screen.getByRole('alert').textContent).toContain('Failed to load page content');
    wait(5000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds its time while hovered or focused (WCAG 2.2.1), then takes the rest of it', () => {
    act(() => void toast.success('OTP sent to the mail'));
    wait(1000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    wait(60_000);
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('status'));
    wait(3999);
    expect(screen.getByRole('status')).toBeTruthy();
    wait(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes at once with its close button', () => {
    act(() => void toast.info('Saved'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
