/**
 * Story tests only (vitest.config.ts setupFiles): the page's clock starts at a fixed instant and
 * runs on from there, so a story that shows today's date, this year or an expiry "30 days from
 * now" looks the same on every run and in every screenshot, while timers that measure elapsed
 * time (toasts, countdowns, autosave) still see time pass.
 */
export const STORY_NOW = Date.parse('2026-03-02T10:00:00Z');

type Clocked = DateConstructor & { storyClock?: true };

// Setup files run again before each story file (isolate: false shares the page): install once.
if (!(Date as Clocked).storyClock) {
  const RealDate = Date;
  const offset = STORY_NOW - RealDate.now();
  const now = () => RealDate.now() + offset;
  // A function rather than a subclass, so `Date()` without `new` still answers a string.
  function StoryDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...(args as [number]));
  }
  StoryDate.prototype = RealDate.prototype;
  Object.assign(StoryDate, { now, parse: RealDate.parse, UTC: RealDate.UTC, storyClock: true });
  globalThis.Date = StoryDate as unknown as DateConstructor;
}
