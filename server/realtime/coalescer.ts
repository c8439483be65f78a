/**
 * Coalesces bursts per key: the first call runs at once, the calls during the next `windowMs` run
 * once at its end (the last of them), and so on while they keep coming. A burst of any size
 * reaches the others as at most one event a window, and the last call is never lost.
 */
export function coalescer(windowMs: number) {
  const windows = new Map<string, { timer: NodeJS.Timeout; pending?: () => void }>();

  const open = (key: string) => {
    const timer = setTimeout(() => {
      const pending = windows.get(key)?.pending;
      windows.delete(key);
      if (pending) {
        pending();
        open(key);
      }
    }, windowMs);
    timer.unref();
    windows.set(key, { timer });
  };

  return {
    run(key: string, work: () => void): void {
      const window = windows.get(key);
      if (window) {
        window.pending = work;
        return;
      }
      work();
      open(key);
    },
    close(): void {
      for (const { timer } of windows.values()) clearTimeout(timer);
      windows.clear();
    },
  };
}
