import { linkExpiry, linkValid, signLink, type LinkSignature } from '../../lib/signed-links.ts';

/**
 * At most how long a picture link handed out with a ticket opens it. Links are the credential (an
 * <img> sends no bearer token), so one copied out of a page or a log soon stops working; expiry
 * is rounded up to the next five minutes, so a chat that refetches on every message keeps the
 * same link (and the browser's copy) for a while.
 */
export const TICKET_IMAGE_LINK_SECONDS = 15 * 60;
const STEP_SECONDS = 5 * 60;

interface LinkSubject {
  tenantId: string;
  ticketId: string;
}

const subjectOf = (s: LinkSubject) => `ticket-image:${s.tenantId}:${s.ticketId}`;

export function ticketImageLink(key: Buffer, subject: LinkSubject, now: Date): string {
  const { expires, signature } = signLink(key, subjectOf(subject), linkExpiry(now, TICKET_IMAGE_LINK_SECONDS - STEP_SECONDS, STEP_SECONDS));
  return `/api/ticket/image/${subject.ticketId}?expires=${expires}&signature=${signature}`;
}

export function ticketImageLinkValid(key: Buffer, subject: LinkSubject, link: LinkSignature, now: Date): boolean {
  return linkValid(key, subjectOf(subject), link, now);
}
