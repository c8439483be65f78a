import { installTimers, type Cancel, type Timers } from '../src/lib/timers';

/**
 * In Storybook time stands still, so that a story shows the same on every run, in every
 * screenshot and in Chromatic, however long the machine takes to draw it: the page's clock (Date)
 * holds a fixed instant, and the app's timers (src/lib/timers.ts: a carousel's turn, a toast's
 * life, a debounce, an autosave, a countdown's tick) wait for time to pass, which it does only
 * when a play function moves it on (`await storyClock.advance(3000)`). A timer of 0 ms is due
 * now and runs as soon as the current task ends, as in the browser. Each story starts again at
 * STORY_NOW with no timer waiting (preview.tsx resets the clock before every story).
 *
 * Libraries keep the browser's timers (React's scheduler, Testing Library's waitFor, userEvent):
 * they wait for the page, not for time to pass, and must work as they do in the app.
 */
export const STORY_NOW = Date.parse('2026-03-02T10:00:00Z');

interface Waiting {
  due: number;
  /** Repeats every `every` ms (an interval), or runs once. */
  every: number | null;
  callback: () => void;
}

class StoryClock implements Timers {
  private elapsed = 0;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  /** The instant the page's Date shows. */
  now(): number {
    return STORY_NOW + this.elapsed;
  }

  after(ms: number, callback: () => void): Cancel {
    if (ms <= 0) {
      const id = realSetTimeout(callback, 0);
      return () => realClearTimeout(id);
    }
    return this.hold({ due: this.now() + ms, every: null, callback });
  }

  every(ms: number, callback: () => void): Cancel {
    const period = Math.max(1, ms);
    return this.hold({ due: this.now() + period, every: period, callback });
  }

  /**
   * Moves time on by `ms`, running each timer that falls due on the way in the order they fall
   * due (an interval as many times as it would have ticked), then lets the page render.
   */
  async advance(ms: number): Promise<void> {
    const until = this.now() + ms;
    for (let next = this.nextDue(until); next; next = this.nextDue(until)) {
      const [id, timer] = next;
      this.elapsed = timer.due - STORY_NOW;
      if (timer.every === null) this.waiting.delete(id);
      else timer.due += timer.every;
      timer.callback();
    }
    this.elapsed = until - STORY_NOW;
    await rendered();
  }

  /** Back to STORY_NOW, with no timer waiting: a story never inherits the last one's time. */
  reset(): void {
    this.elapsed = 0;
    this.waiting.clear();
  }

  private hold(timer: Waiting): Cancel {
    const id = this.nextId++;
    this.waiting.set(id, timer);
    return () => this.waiting.delete(id);
  }

  private nextDue(until: number): [number, Waiting] | undefined {
    let first: [number, Waiting] | undefined;
    for (const entry of this.waiting) if (entry[1].due <= until && (!first || entry[1].due < first[1].due)) first = entry;
    return first;
  }
}

/**
 * Resolves once React has rendered what the timers changed: its scheduler renders in a task it
 * posts as a message (ours, posted after, runs after it), then the page draws its next frame.
 */
async function rendered(): Promise<void> {
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

// The browser's timers, kept before anything replaces them.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realClearTimeout = globalThis.clearTimeout.bind(globalThis);

export const storyClock = new StoryClock();

type ClockedDate = DateConstructor & { storyClock?: true };

/**
 * Puts the story clock in charge of the page's Date and the app's timers: the story tests' setup
 * file calls it before any story module runs (once per browser page, as isolate: false shares
 * the page between files), and preview.tsx for Storybook itself; a second call changes nothing.
 */
export function installStoryClock(): void {
  installTimers(storyClock);
  if ((Date as ClockedDate).storyClock) return;
  const RealDate = Date;
  const now = () => storyClock.now();
  // A function rather than a subclass, so `Date()` without `new` still answers a string.
  function StoryDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...(args as [number]));
  }
  StoryDate.prototype = RealDate.prototype;
  Object.assign(StoryDate, { now, parse: RealDate.parse, UTC: RealDate.UTC, storyClock: true });
  globalThis.Date = StoryDate as unknown as DateConstructor;
}
