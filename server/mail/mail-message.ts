/** One email, rendered: both HTML and plain text, always. */
export interface MailMessage {
  to: string;
  /** Display name of the sender, e.g. the provider's name; the address is MAIL_FROM. */
  fromName: string;
  subject: string;
  text: string;
  html: string;
  /** Which provider sent it (the dev outbox shows each host only its own mail). */
  tenantId: string;
}

/** Delivers one message or throws. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
