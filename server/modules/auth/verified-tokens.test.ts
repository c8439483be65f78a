import { describe, expect, it } from 'vitest';
import { issueAccessToken } from './tokens.ts';
import { verifiedTokens } from './verified-tokens.ts';

const key = Buffer.from('a key of thirty-two bytes or so, for tests');
const issuedAt = new Date('2026-01-01T10:00:00Z');
const token = issueAccessToken(key, { sub: 'u1', tid: 't1', sid: 's1', role: 'User' }, issuedAt);
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('verifiedTokens', () => {
  it('reads a token signed with the key, again and again, until it expires', () => {
    const verify = verifiedTokens(key);
    expect(verify(token, later(1))).toMatchObject({ sub: 'u1', tid: 't1', sid: 's1', role: 'User' });
    expect(verify(token, later(14 * 60))).toMatchObject({ sub: 'u1' });
    expect(verify(token, later(15 * 60))).toBeUndefined();
  });

  it('never takes a token signed with another key, or altered', () => {
    const verify = verifiedTokens(key);
    expect(
      verify(issueAccessToken(Buffer.from('another key entirely, also long enough'), { sub: 'u1', tid: 't1', sid: 's1', role: 'User' }, issuedAt), later(1)),
    ).toBeUndefined();
    expect(verify(token, later(1))).toBeDefined();
    const [header, , signature] = token.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ sub: 'u2', tid: 't1', sid: 's1', role: 'Staff', iat: 0, exp: 9e9 })).toString('base64url');
    const forged = `${header}.${forgedClaims}.${signature}`;
    expect(verify(forged, later(1))).toBeUndefined();
  });
});
