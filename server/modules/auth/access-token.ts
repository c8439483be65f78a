import { signToken, verifyToken } from '../../lib/signed-token.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export type Role = 'User' | 'Staff';

/** What an access token says: who, on which provider's host, in which session. */
export interface AccessClaims {
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
