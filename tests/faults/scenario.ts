/** One fault scenario's figures: how many tries, how many needed a retry, how many answers were lost or stored twice. */
export interface ScenarioResult {
  scenario: string;
  tries: number;
  /** Tries that needed the client to try again (the server was gone, or answered 503). */
  retried: number;
  lost: number;
  doubled: number;
  notes: string;
}

/** Runs `work` for each item, at most `limit` at once. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tries `call` until it succeeds (2xx), `tries` times at most, waiting a little longer each time. */
export async function untilOk<T extends { status: number | 'network' }>(call: () => Promise<T>, tries = 30): Promise<{ result: T; attempts: number }> {
  let result = await call();
  let attempts = 1;
  while ((result.status === 'network' || result.status >= 500) && attempts < tries) {
    await sleep(Math.min(200 * attempts, 2000));
    result = await call();
    attempts += 1;
  }
  return { result, attempts };
}
