import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailTransport } from './mail-message.ts';

/** Delays before the 2nd, 3rd and 4th attempt. */
const RETRY_DELAYS_MS = [1_000, 10_000, 60_000];

/**
 * Sends mail in the background: `send` returns at once and never throws, so mail can never
 * block or fail the request that caused it. Failures are retried, then logged.
 */
export class Mailer {
  readonly #pending = new Set<Promise<void>>();

  constructor(
    readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger | undefined,
    private readonly retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  send(message: MailMessage): void {
    const job = this.#deliver(message).finally(() => this.#pending.delete(job));
    this.#pending.add(job);
  }

  /**
   * Like `send`, for a message that needs a lookup first (a receipt needs the payer's address):
   * a lookup that fails is logged, never thrown, and `idle` waits for it as for any message.
   * Undefined means there is nothing to send.
   */
  sendWhenReady(message: Promise<MailMessage | undefined>): void {
    const job = message
      .then(
        (ready) => (ready ? this.#deliver(ready) : undefined),
        (error: unknown) => this.log?.error({ err: error }, 'mail not sent: what it needed could not be read'),
      )
      .finally(() => this.#pending.delete(job));
    this.#pending.add(job);
  }

  async #deliver(message: MailMessage): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.transport.deliver(message);
        return;
      } catch (error) {
        const delay = this.retryDelaysMs[attempt];
        if (delay === undefined) {
          this.log?.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be delivered; giving up');
          return;
        }
        this.log?.warn({ err: error, to: message.to, attempt: attempt + 1, retryInMs: delay }, 'mail delivery failed; will retry');
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }

  /** Resolves when every message handed over so far has been delivered or given up on. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  async close(): Promise<void> {
    await Promise.race([this.idle(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    await this.transport.close();
  }
}
