declare module 'virtual:mail-previews' {
  /** One email as the server sends it, rendered with fixed sample data. */
  export interface MailPreview {
    subject: string;
    html: string;
    text: string;
  }

  export type MailTemplate = 'verification' | 'passwordReset' | 'staffWelcome' | 'staffReply' | 'ticketClosed' | 'receipt';

  /** By tenant slug: every email, and the invoice PDF (base64). */
  const previews: Record<string, { emails: Record<MailTemplate, MailPreview>; invoicePdf: string }>;
  export default previews;
}
