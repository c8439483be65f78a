import { useEffect, useState } from 'react';

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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => setPainted(true);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      // The frame's callbacks run before it is drawn; the next task runs after.
      timer = setTimeout(done, 0);
    });
    timer = setTimeout(done, HIDDEN_TAB_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
