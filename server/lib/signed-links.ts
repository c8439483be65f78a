import { timingSafeEqual } from 'node:crypto';
import { hmac } from './secret-keys.ts';

/** The query of a signed link: when it stops working (seconds since 1970) and the server's signature. */
export interface LinkSignature {
  expires: number;
  signature: string;
}

/**
 * A link's expiry: `lifeSeconds` after `now`, rounded up to the next `stepSeconds`, so the links a
 * page is given stay the same while it refetches (and the browser keeps what it loaded through them).
 */
export function linkExpiry(now: Date, lifeSeconds: number, stepSeconds: number): number {
  return Math.ceil(now.getTime() / (stepSeconds * 1000)) * stepSeconds + lifeSeconds;
}

/** `subject` names what the link opens and for whom, e.g. `invoice:<tenant>:<learner>:<transaction>`. */
export function signLink(key: Buffer, subject: string, expires: number): LinkSignature {
  return { expires, signature: hmac(key, `${subject}:${expires}`) };
}

/** Whether `link` was signed with `key` for `subject` and has not expired at `now`. */
export function linkValid(key: Buffer, subject: string, link: LinkSignature, now: Date): boolean {
  if (link.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signLink(key, subject, link.expires).signature);
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
