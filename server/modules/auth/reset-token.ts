import { createHash } from 'node:crypto';
import { signToken, verifyToken } from '../../lib/signed-token.ts';

const LIFETIME_SECONDS = 15 * 60;

interface ResetClaims {
  uid: string;
  tid: string;
  /** A fingerprint of the password hash: the token dies as soon as the password changes. */
  ph: string;
  exp: number;
}

const fingerprint = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);

/** Proof that a reset code was entered: short-lived, single use, bound to one account. */
export function issueResetToken(key: Buffer, user: { id: string; tenantId: string; passwordHash: string }, now: Date): string {
  return signToken({ uid: user.id, tid: user.tenantId, ph: fingerprint(user.passwordHash), exp: Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS }, key);
}

export function resetTokenMatches(key: Buffer, token: string, user: { id: string; tenantId: string; passwordHash: string }, now: Date): boolean {
  const claims = verifyToken<ResetClaims>(token, key, now.getTime() / 1000);
  return Boolean(claims && claims.uid === user.id && claims.tid === user.tenantId && claims.ph === fingerprint(user.passwordHash));
}
