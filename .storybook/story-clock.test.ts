// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timers } from '../src/lib/timers';
import { installStoryClock, STORY_NOW, storyClock } from './story-clock';

/**
 * The story clock holds time still: what a story shows cannot depend on how long the machine
 * took to draw it. (The Recharge carousel once turned to its second slide in a story that took
 * 7.4 s on a loaded machine, and its picture differed from the baseline.) Real time is played
 * here by Vitest's fake timers, which the story clock must not follow.
 */
beforeEach(() => {
  installStoryClock();
  storyClock.reset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs `advance` while the browser's (fake) timers let its render wait end. */
async function advance(ms: number) {
  const done = storyClock.advance(ms);
  await vi.advanceTimersByTimeAsync(50);
  await done;
}

describe('story clock', () => {
  it('holds the app’s timers and the page’s Date however much real time passes', async () => {
    const turned = vi.fn();
    const expired = vi.fn();
    timers.every(3000, turned);
    timers.after(5000, expired);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(turned).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
    expect(Date.now()).toBe(STORY_NOW);
    expect(new Date().toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('moves on only when a story advances it, running timers in the order they fall due, each at its own instant', async () => {
    const seen: string[] = [];
    timers.every(3000, () => seen.push(`turn at ${Date.now() - STORY_NOW}`));
    timers.after(5000, () => seen.push(`toast gone at ${Date.now() - STORY_NOW}`));
    await advance(2999);
    expect(seen).toEqual([]);
    await advance(1);
    expect(seen).toEqual(['turn at 3000']);
    await advance(6000);
    expect(seen).toEqual(['turn at 3000', 'toast gone at 5000', 'turn at 6000', 'turn at 9000']);
    expect(Date.now()).toBe(STORY_NOW + 9000);
  });

  it('runs a 0 ms timer when the current task ends, as the browser does, without time passing', async () => {
    const due = vi.fn();
    timers.after(0, due);
    expect(due).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(due).toHaveBeenCalledOnce());
    expect(Date.now()).toBe(STORY_NOW);
  });

  it('forgets a cancelled timer', async () => {
    const cancelled = vi.fn();
    const cancel = timers.every(100, cancelled);
    cancel();
    timers.after(0, cancelled)();
    await advance(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('starts each story afresh: at STORY_NOW, with no timer left waiting by the last story', async () => {
    const leftOver = vi.fn();
    timers.after(1000, leftOver);
    await advance(500);
    storyClock.reset();
    expect(Date.now()).toBe(STORY_NOW);
    await advance(1000);
    expect(leftOver).not.toHaveBeenCalled();
  });
});
