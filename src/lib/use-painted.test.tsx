import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePainted } from './use-painted';

function Probe() {
  return <p>{usePainted() ? 'painted' : 'first render'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePainted', () => {
  it('is false on the first render and true once a frame has been drawn', async () => {
    render(<Probe />);
    expect(screen.getByText('first render')).toBeTruthy();
    expect(await screen.findByText('painted')).toBeTruthy();
  });

  it('turns true after a while even where no frame comes (a hidden tab)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    render(<Probe />);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('first render')).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('painted')).toBeTruthy();
  });
});
