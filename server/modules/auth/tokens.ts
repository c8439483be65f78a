import { createHash } from 'node:crypto';
import { signToken, verifyToken } from '../../lib/signed-token.ts';

const ACCESS_TOKEN_SECONDS = 15 * 60;
const RESET_TOKEN_SECONDS = 15 * 60;

export type Role = 'User' | 'Staff';

/** What an access token says: who, on which provider's host, in which session. */
interface AccessClaims {
  sub: string;
  tid: string;
  sid: string;
  role: Role;
  iat: number;
  exp: number;
}

export function issueAccessToken(key: Buffer, claims: Omit<AccessClaims, 'iat' | 'exp'>, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return signToken({ ...claims, iat, exp: iat + ACCESS_TOKEN_SECONDS }, key);
}

export function readAccessToken(key: Buffer, token: string, now: Date): AccessClaims | undefined {
  const claims = verifyToken<AccessClaims>(token, key, now.getTime() / 1000);
  return claims && typeof claims.sub === 'string' && typeof claims.tid === 'string' && typeof claims.sid === 'string' ? claims : undefined;
}

interface ResetClaims {
  uid: string;
  tid: string;
  /** A fingerprint of the password hash: the token dies as soon as the password changes. */
  ph: string;
  exp: number;
}

interface ResettableUser {
  id: string;
  tenantId: string;
  passwordHash: string;
}

const fingerprint = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);

/** Proof that a reset code was entered: short-lived, single use, bound to one account. */
export function issueResetToken(key: Buffer, user: ResettableUser, now: Date): string {
  return signToken({ uid: user.id, tid: user.tenantId, ph: fingerprint(user.passwordHash), exp: Math.floor(now.getTime() / 1000) + RESET_TOKEN_SECONDS }, key);
}

export function resetTokenMatches(key: Buffer, token: string, user: ResettableUser, now: Date): boolean {
  const claims = verifyToken<ResetClaims>(token, key, now.getTime() / 1000);
  return Boolean(claims && claims.uid === user.id && claims.tid === user.tenantId && claims.ph === fingerprint(user.passwordHash));
}
