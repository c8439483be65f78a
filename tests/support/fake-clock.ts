/** A clock tests move by hand: code expiry, token lifetimes and rate-limit windows follow it. */
export class FakeClock {
  #now: number;

  constructor(start = Date.now()) {
    this.#now = start;
  }

  readonly now = (): Date => new Date(this.#now);
  readonly millis = (): number => this.#now;

  advance(ms: number): void {
    this.#now += ms;
  }
}
