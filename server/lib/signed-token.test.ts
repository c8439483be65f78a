import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token.ts';

const key = Buffer.alloc(32, 7);
const other = Buffer.alloc(32, 8);

describe('signed tokens', () => {
  it('round-trips claims until they expire', () => {
    const token = signToken({ sub: 'u1', exp: 1000 }, key);
    expect(verifyToken(token, key, 999)).toEqual({ sub: 'u1', exp: 1000 });
    expect(verifyToken(token, key, 1000)).toBeUndefined();
  });

  it('refuses another key, a changed payload, another algorithm and garbage', () => {
    const token = signToken({ sub: 'u1', exp: 1000 }, key);
    expect(verifyToken(token, other, 1)).toBeUndefined();
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', exp: 1000 })).toString('base64url')}.${s}`;
    expect(verifyToken(forged, key, 1)).toBeUndefined();
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(verifyToken(none, key, 1)).toBeUndefined();
    expect(verifyToken('not.a.token', key, 1)).toBeUndefined();
  });
});
