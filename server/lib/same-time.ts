/**
 * Runs `work` and answers no sooner than `floorMs` after starting, so a caller cannot tell from
 * the response time whether an account exists (the work differs; the time does not).
 */
export async function inConstantTime<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
