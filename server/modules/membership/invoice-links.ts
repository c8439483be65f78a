import { linkExpiry, linkValid, signLink, type LinkSignature } from '../../lib/signed-links.ts';

/** How long a link handed out by get-user-transactions opens its invoice. */
export const INVOICE_LINK_SECONDS = 60 * 60;

interface LinkSubject {
  tenantId: string;
  userId: string;
  transactionId: string;
}

const subjectOf = (s: LinkSubject) => `invoice:${s.tenantId}:${s.userId}:${s.transactionId}`;

/**
 * Invoice links are the credential (a plain link opens the PDF in a new tab, no bearer token):
 * signed for the transaction, its owner and the provider, and valid for an hour. Expiry is
 * rounded up to the next ten minutes so one page's links stay stable while it is open.
 */
export function invoiceLink(key: Buffer, subject: LinkSubject, now: Date): string {
  const { expires, signature } = signLink(key, subjectOf(subject), linkExpiry(now, INVOICE_LINK_SECONDS, 600));
  return `/api/transaction/invoice/${subject.transactionId}?expires=${expires}&signature=${signature}`;
}

export function invoiceLinkValid(key: Buffer, subject: LinkSubject, link: LinkSignature, now: Date): boolean {
  return linkValid(key, subjectOf(subject), link, now);
}
