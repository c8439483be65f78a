import { timingSafeEqual } from 'node:crypto';
import { hmac } from '../../lib/secret-keys.ts';

/** How long a link handed out by get-user-transactions opens its invoice. */
export const INVOICE_LINK_SECONDS = 60 * 60;

interface LinkSubject {
  tenantId: string;
  userId: string;
  transactionId: string;
}

const signed = (key: Buffer, s: LinkSubject, expires: number) => hmac(key, `invoice:${s.tenantId}:${s.userId}:${s.transactionId}:${expires}`);

/**
 * Invoice links are the credential (a plain link opens the PDF in a new tab, no bearer token):
 * signed for the transaction, its owner and the provider, and valid for an hour. Expiry is
 * rounded up to the next ten minutes so one page's links stay stable while it is open.
 */
export function invoiceLink(key: Buffer, subject: LinkSubject, now: Date): string {
  const expires = Math.ceil(now.getTime() / 600_000) * 600 + INVOICE_LINK_SECONDS;
  return `/api/transaction/invoice/${subject.transactionId}?expires=${expires}&signature=${signed(key, subject, expires)}`;
}

export function invoiceLinkValid(key: Buffer, subject: LinkSubject, link: { expires: number; signature: string }, now: Date): boolean {
  if (link.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signed(key, subject, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
