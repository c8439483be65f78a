import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** A compact HS256 JWT: header.claims.signature. Small enough not to need a library. */
export function signToken(claims: Record<string, unknown>, key: Buffer): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The claims of a token signed with `key` whose `exp` (seconds) is in the future; otherwise undefined. */
export function verifyToken<T extends { exp: number }>(token: string, key: Buffer, nowSeconds = Date.now() / 1000): T | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  const expected = createHmac('sha256', key).update(`${parts[0]}.${parts[1]}`).digest();
  const actual = Buffer.from(parts[2]!, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as T;
    return typeof claims.exp === 'number' && claims.exp > nowSeconds ? claims : undefined;
  } catch {
    return undefined;
  }
}
