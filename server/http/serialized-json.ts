/**
 * A success body already written as JSON, for answers whose bulk is the same for many requests
 * (get-test's questions, written once per test and content version). The route sends `body` as
 * it is, without stringifying (or, for bytes, encoding) it again.
 *
 * Checked against the contract like every answer, but only when `checkShape` is set: the producer
 * sets it the first time it writes the shared bulk; what changes per request around that bulk is
 * typed code over values the contract already checked on their way in (saved progress). Parsing
 * the whole body on every serve to check it would cost more than writing it once saves, so
 * serialized-json.test.ts checks every body the demo providers can serve, in full, instead.
 */
export class SerializedJson<T> {
  /** The body's contract type (never set: it makes a handler's answer type-check). */
  declare readonly shape?: T;
  #body: string | Buffer | (() => Buffer);

  constructor(
    /**
     * The JSON as text, or as UTF-8 bytes already encoded (sent without encoding it again), or
     * what writes those bytes when they are sent uncompressed (not when `gzipped` is sent instead).
     */
    body: string | Buffer | (() => Buffer),
    readonly checkShape: boolean,
    /**
     * The same body gzipped, for clients that accept it, when the producer can do it more cheaply
     * than compressing the whole body per request (see gzip-parts.ts).
     */
    readonly gzipped?: () => Buffer,
  ) {
    this.#body = body;
  }

  get body(): string | Buffer {
    if (typeof this.#body === 'function') this.#body = this.#body();
    return this.#body;
  }

  get text(): string {
    const body = this.body;
    return typeof body === 'string' ? body : body.toString('utf8');
  }
}
