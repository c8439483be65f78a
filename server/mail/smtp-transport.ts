import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './mail-message.ts';

/** Production mail: any SMTP server, from SMTP_URL (smtp://user:pass@host:587 or smtps://...). */
export class SmtpTransport implements MailTransport {
  readonly #transporter: Transporter;

  constructor(
    url: string,
    private readonly fromAddress: string,
  ) {
    this.#transporter = nodemailer.createTransport(url);
  }

  async deliver(message: MailMessage): Promise<void> {
    await this.#transporter.sendMail({
      from: { name: message.fromName, address: this.fromAddress },
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  async close(): Promise<void> {
    this.#transporter.close();
  }
}
