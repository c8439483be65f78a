import { useEffect, useState } from 'react';
import { timers } from './timers';

/** How long to wait for a frame that a hidden tab never draws. */
const HIDDEN_TAB_WAIT_MS = 200;

/**
 * False until the browser has drawn a frame since the component mounted, then true: for calls
 * the screen does not need to be drawn (a refresh of what storage already shows, a marker), so
 * that they do not hold back the page's first paint of its content on a slow network.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    let cancel = timers.after(HIDDEN_TAB_WAIT_MS, done);
    const frame = requestAnimationFrame(() => {
      cancel();
      // The frame's callbacks run before it is drawn; the next task runs after.
      cancel = timers.after(0, done);
    });
    return () => {
      cancelAnimationFrame(frame);
      cancel();
    };
  }, []);
  return painted;
}
