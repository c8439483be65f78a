/**
 * A refetch that a burst of nudges cannot multiply: the first call runs at once, and the calls
 * made while it runs ask for one more run after it, not one each. So a page refetches at most
 * once in flight and once after, and the run after sees whatever the burst announced.
 */
export function coalesced(run: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const start = () => {
    running = true;
    again = false;
    void run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) start();
      });
  };
  return () => {
    if (running) again = true;
    else start();
  };
}
