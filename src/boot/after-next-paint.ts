import { later } from './next-task';

/** A hidden tab paints no frames: this long stands in for the frame. */
const HIDDEN_TAB_MS = 250;

/** Calls `then` once, in the task after the next frame is painted (or HIDDEN_TAB_MS on, whichever is first). */
export function afterNextPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => later(0, once));
  later(HIDDEN_TAB_MS, once);
}
