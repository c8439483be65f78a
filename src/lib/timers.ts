/**
 * Every delay and tick the app sets itself (a carousel's turn, a toast's life, a debounce, an
 * autosave, a countdown's tick) goes through here; lint refuses the timer globals elsewhere in
 * src. So one place decides how time passes for the app: the browser's timers in the app and in
 * component tests (looked up at each call, so a test's fake timers apply), and timers that wait
 * for the story to move time on in a story (.storybook/story-clock.ts), so that what a story shows
 * never depends on how long the machine took to draw it.
 */
export interface Timers {
  /** Calls `callback` once, `ms` from now (0: as soon as the current task ends). Returns its cancel. */
  after(ms: number, callback: () => void): Cancel;
  /** Calls `callback` every `ms` until cancelled. Returns its cancel. */
  every(ms: number, callback: () => void): Cancel;
}

/** Cancels a timer; calling it again, or after the timer has fired, does nothing. */
export type Cancel = () => void;

/* eslint-disable no-restricted-globals -- the one place that uses the browser's timers */
const browserTimers: Timers = {
  after(ms, callback) {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
  every(ms, callback) {
    const id = setInterval(callback, ms);
    return () => clearInterval(id);
  },
};
/* eslint-enable no-restricted-globals */

let current = browserTimers;

/** The app's timers: each call goes to the timers in charge at that moment. */
export const timers: Timers = {
  after: (ms, callback) => current.after(ms, callback),
  every: (ms, callback) => current.every(ms, callback),
};

/** Puts `replacement` in charge of the app's timers (Storybook); returns what gives them back to the browser. */
export function installTimers(replacement: Timers): () => void {
  current = replacement;
  return () => {
    current = browserTimers;
  };
}
