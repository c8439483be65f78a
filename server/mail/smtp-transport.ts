import type { Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './mail-message.ts';

/** Production mail: any SMTP server, from SMTP_URL (smtp://user:pass@host:587 or smtps://...). */
export class SmtpTransport implements MailTransport {
  /** Made at the first message: nodemailer is loaded then, not at every start. */
  #transporter: Promise<Transporter> | undefined;

  constructor(
    private readonly url: string,
    private readonly fromAddress: string,
  ) {}

  async deliver(message: MailMessage): Promise<void> {
    this.#transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.url));
    await (
      await this.#transporter
    ).sendMail({
      from: { name: message.fromName, address: this.fromAddress },
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  async close(): Promise<void> {
    (await this.#transporter)?.close();
  }
}
