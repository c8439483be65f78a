import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailTransport } from './mail-message.ts';

interface OutboxEntry extends MailMessage {
  sentAt: Date;
}

const KEEP = 50;

/**
 * Development mail (the default when SMTP_URL is unset): each message is logged, text included
 * (so the code is in the console), and the latest are kept for the /dev/mail page. In production
 * a missing SMTP_URL is a mistake, and the log says so without the message: it holds codes.
 */
export class DevOutbox implements MailTransport {
  readonly #entries: OutboxEntry[] = [];

  constructor(
    private readonly log: FastifyBaseLogger | undefined,
    private readonly production = false,
  ) {}

  async deliver(message: MailMessage): Promise<void> {
    this.#entries.unshift({ ...message, sentAt: new Date() });
    this.#entries.length = Math.min(this.#entries.length, KEEP);
    if (this.production) this.log?.error({ tenantId: message.tenantId }, 'mail not sent: SMTP_URL is unset');
    else this.log?.info({ to: message.to, subject: message.subject, text: message.text }, 'dev outbox: mail not sent (SMTP_URL is unset)');
  }

  /** The latest messages of one provider, newest first. */
  entries(tenantId: string): OutboxEntry[] {
    return this.#entries.filter((e) => e.tenantId === tenantId);
  }

  async close(): Promise<void> {}
}
