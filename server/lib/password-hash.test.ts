import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses others, with a fresh salt each time', async () => {
    const a = await hashPassword('Revision-Rota-2026!');
    const b = await hashPassword('Revision-Rota-2026!');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('Revision-Rota-2026!', a)).toBe(true);
    expect(await verifyPassword('revision-rota-2026!', a)).toBe(false);
    expect(await verifyPassword('Revision-Rota-2026!', 'bcrypt$nope')).toBe(false);
  });

  it('treats the same text typed in different Unicode forms as the same password', async () => {
    const hash = await hashPassword('Café-Latte-Morning');
    expect(await verifyPassword('Cafe\u0301-Latte-Morning', hash)).toBe(true);
  });

  it('reads hashes made with other costs, so the cost can rise later', async () => {
    const cheap = await hashPassword('Older-Hash-Still-Works', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('Older-Hash-Still-Works', cheap)).toBe(true);
  });
});
