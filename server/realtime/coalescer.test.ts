import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescer } from './coalescer.ts';

describe('coalescer', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('runs the first of a burst at once and the last of it once at the end of the window, and nothing more', () => {
    const bursts = coalescer(1000);
    const ran: number[] = [];
    for (let i = 0; i < 2000; i++) bursts.run('room', () => ran.push(i));
    expect(ran).toEqual([0]);
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual([0, 1999]);
    vi.advanceTimersByTime(5000);
    expect(ran).toEqual([0, 1999]);
    // Quiet again: the next call runs at once.
    bursts.run('room', () => ran.push(2000));
    expect(ran).toEqual([0, 1999, 2000]);
    bursts.close();
  });

  it('runs a stream that keeps coming once a window, and keeps keys apart', () => {
    const bursts = coalescer(1000);
    const ran: string[] = [];
    for (let ms = 0; ms < 3500; ms += 10) {
      bursts.run('a', () => ran.push('a'));
      vi.advanceTimersByTime(10);
    }
    expect(ran).toEqual(['a', 'a', 'a', 'a']);
    bursts.run('b', () => ran.push('b'));
    expect(ran.at(-1)).toBe('b');
    bursts.close();
    vi.advanceTimersByTime(5000);
    expect(ran.filter((key) => key === 'a')).toHaveLength(4);
  });
});
