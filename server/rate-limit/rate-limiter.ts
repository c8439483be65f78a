/** A counter per key over a fixed window. Shared by every process when backed by Redis. */
export interface RateLimiter {
  /** Counts one event for `key` and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current count for `key`, without counting. */
  peek(key: string): Promise<WindowCount>;
  /** Forgets `key` (e.g. failed sign-ins after a successful one). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  resetInMs: number;
}

/** The embedded default: counters in this process's memory, expired lazily and swept each minute. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #sweeper = setInterval(() => this.#sweep(), 60_000).unref();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = this.now();
    const window = this.#windows.get(key);
    return window && window.resetAt > now ? { count: window.count, resetInMs: window.resetAt - now } : { count: 0, resetInMs: 0 };
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
  }

  #sweep(): void {
    const now = this.now();
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
