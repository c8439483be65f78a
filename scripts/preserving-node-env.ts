/**
 * Runs `work` and then puts NODE_ENV back as it was. Vite's build sets NODE_ENV=production in
 * its own process; `npm start` builds and then serves in one process, and the server must see
 * the environment the user gave it.
 */
export async function preservingNodeEnv<T>(work: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
