import { randomBytes } from 'node:crypto';
import { signToken, verifyToken } from '../../lib/signed-token.ts';

/**
 * OWASP's device cookie (Slow Down Online Guessing Attacks with Device Cookies): a browser that
 * has signed in to an account holds a signed note of it, so its sign-ins are limited on their own
 * and strangers' failures never lock it out. It names the account by id and the browser by a
 * nonce, nothing more. Its path is the sign-in call's, so no other call ever receives it.
 */
export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_PATH = '/api/user/login';
const DEVICE_SECONDS = 365 * 24 * 60 * 60;
// A browser keeps one per path and host; more than a few in one request are not a browser's.
const MOST_READ = 4;

interface DeviceClaims {
  sub: string;
  tid: string;
  jti: string;
  exp: number;
}

/** A browser that has signed in to `userId`, named by the nonce of its cookie. */
export interface Device {
  userId: string;
  nonce: string;
}

export function issueDeviceToken(key: Buffer, user: { id: string; tenantId: string }, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + DEVICE_SECONDS;
  return signToken({ sub: user.id, tid: user.tenantId, jti: randomBytes(16).toString('base64url'), exp }, key);
}

/** The devices named by those of `tokens` that this server signed for this provider and that have not expired. */
export function signedDevices(key: Buffer, tokens: string[], tenantId: string, now: Date): Device[] {
  return tokens.slice(0, MOST_READ).flatMap((token) => {
    const claims = verifyToken<DeviceClaims>(token, key, now.getTime() / 1000);
    const valid = claims && claims.tid === tenantId && typeof claims.sub === 'string' && typeof claims.jti === 'string';
    return valid ? [{ userId: claims.sub, nonce: claims.jti }] : [];
  });
}

/** The Set-Cookie header: script cannot read it, other sites cannot send it, and over https it never travels in the clear. */
export function deviceCookieHeader(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
