import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailTransport } from './mail-message.ts';

export interface OutboxEntry extends MailMessage {
  sentAt: Date;
}

const KEEP = 50;

/**
 * Development mail (the default when SMTP_URL is unset): each message is logged, text included
 * (so the code is in the console), and the latest are kept for the /dev/mail page.
 */
export class DevOutbox implements MailTransport {
  readonly #entries: OutboxEntry[] = [];

  constructor(private readonly log: FastifyBaseLogger | undefined) {}

  async deliver(message: MailMessage): Promise<void> {
    this.#entries.unshift({ ...message, sentAt: new Date() });
    this.#entries.length = Math.min(this.#entries.length, KEEP);
    this.log?.info({ to: message.to, subject: message.subject, text: message.text }, 'dev outbox: mail not sent (SMTP_URL is unset)');
  }

  /** The latest messages of one provider, newest first. */
  entries(tenantId: string): OutboxEntry[] {
    return this.#entries.filter((e) => e.tenantId === tenantId);
  }

  async close(): Promise<void> {}
}
