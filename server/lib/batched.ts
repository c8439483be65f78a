/** How many keys one call of a batch's `load` gets at most. */
const MAX_BATCH = 200;
/** How many loads may run at once; the calls arriving meanwhile wait and go together in the next. */
const MAX_IN_FLIGHT = 2;

interface Waiting<K, R> {
  key: K;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

interface BatchOptions {
  maxBatch?: number;
  maxInFlight?: number;
}

/**
 * Answers many calls with one call of `load`: the requests that arrive together (a cohort opening
 * or submitting at once) share one round trip to the database instead of one each. The calls of
 * one turn of the event loop go together (`setImmediate`); while `maxInFlight` loads are running,
 * new calls wait for one to finish and then go together, so the busier the server, the fuller the
 * batches, and a lone call never waits. `load` answers the keys in their order; a failed load
 * fails its own calls only.
 */
export function batched<K, R>(load: (keys: K[]) => Promise<R[]>, options: BatchOptions = {}): (key: K) => Promise<R> {
  const maxBatch = options.maxBatch ?? MAX_BATCH;
  const maxInFlight = options.maxInFlight ?? MAX_IN_FLIGHT;
  const waiting: Array<Waiting<K, R>> = [];
  let inFlight = 0;
  let scheduled = false;

  const run = (batch: Array<Waiting<K, R>>) => {
    inFlight += 1;
    load(batch.map((w) => w.key))
      .then((results) => {
        if (results.length !== batch.length) throw new Error(`batched: ${results.length} answers for ${batch.length} keys`);
        batch.forEach((w, i) => w.resolve(results[i]!));
      })
      .catch((error: unknown) => batch.forEach((w) => w.reject(error)))
      .finally(() => {
        inFlight -= 1;
        flush();
      });
  };

  function flush(): void {
    scheduled = false;
    while (waiting.length > 0 && inFlight < maxInFlight) run(waiting.splice(0, maxBatch));
  }

  return (key) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!scheduled && inFlight < maxInFlight) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
