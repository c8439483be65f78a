import { readAccessToken } from './tokens.ts';

type Claims = NonNullable<ReturnType<typeof readAccessToken>>;

const MAX_TOKENS = 10_000;

/**
 * Access tokens this process has verified, with their claims: a learner's calls carry the same
 * token for up to 15 minutes, and its signature and claims do not change, so each is checked
 * (HMAC, base64, JSON) once. Expiry is still checked on every use. Bounded: the least recently
 * used goes first.
 */
export function verifiedTokens(accessKey: Buffer) {
  const known = new Map<string, Claims>();
  return (token: string, now: Date): Claims | undefined => {
    let claims = known.get(token);
    if (claims) {
      known.delete(token);
    } else {
      claims = readAccessToken(accessKey, token, now);
      if (!claims) return undefined;
    }
    if (claims.exp <= now.getTime() / 1000) return undefined;
    known.set(token, claims);
    if (known.size > MAX_TOKENS) known.delete(known.keys().next().value!);
    return claims;
  };
}
