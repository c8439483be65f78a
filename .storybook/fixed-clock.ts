/**
 * Story tests only (vitest.config.ts setupFiles): the page's clock stands still at a fixed instant,
 * so a story that shows today's date, this year, an expiry "30 days from now" or the time left in
 * a test looks the same on every run and in every screenshot, however loaded the machine is. (It
 * used to run on from that instant: a take-test story's countdown then showed 29:59 or 29:58 by
 * how long the story took to draw, and its picture differed.) Timers still fire (setTimeout and
 * setInterval are not the clock); what measures elapsed time through Date sees none pass, so a
 * toast stays up and a countdown holds its first value.
 */
export const STORY_NOW = Date.parse('2026-03-02T10:00:00Z');

type Clocked = DateConstructor & { storyClock?: true };

// Installed once: with isolate: false a setup file runs once per browser page (not per story
// file, see story-screenshot.ts), and should the page load it again the guard keeps the first clock.
if (!(Date as Clocked).storyClock) {
  const RealDate = Date;
  const now = () => STORY_NOW;
  // A function rather than a subclass, so `Date()` without `new` still answers a string.
  function StoryDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...(args as [number]));
  }
  StoryDate.prototype = RealDate.prototype;
  Object.assign(StoryDate, { now, parse: RealDate.parse, UTC: RealDate.UTC, storyClock: true });
  globalThis.Date = StoryDate as unknown as DateConstructor;
}
