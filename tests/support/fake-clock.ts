import { vi } from 'vitest';

/**
 * The one clock of a server test: vitest's fake Date, so the app's clock, rate-limit windows
 * (rate-limiter-flexible reads Date.now) and the embedded database's now() all move together.
 * Time stands still until a test moves it; timers (setTimeout) stay real.
 */
export class FakeClock {
  constructor() {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  }

  readonly now = (): Date => new Date();
  readonly millis = (): number => Date.now();

  advance(ms: number): void {
    vi.setSystemTime(Date.now() + ms);
  }

  uninstall(): void {
    vi.useRealTimers();
  }
}
