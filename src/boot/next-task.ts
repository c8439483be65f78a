/* eslint-disable no-restricted-globals -- the boot script runs before the app, so not on the app's timers
   (src/lib/timers.ts), which no story ever holds for it */

/** Calls `then` in a task of its own, `ms` from now (0: as soon as the current task ends). */
export function later(ms: number, then: () => void): void {
  setTimeout(then, ms);
}
