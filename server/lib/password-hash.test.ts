import type * as crypto from 'node:crypto';
import { scrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordHasher, scryptParams, verifyPassword } from './password-hash.ts';

// scrypt itself, watched: a decoy check must cost a real derivation.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

describe('password hashing', () => {
  // The one test that hashes at the production cost; the rest of the suite configures a cheap one.
  it('hashes at the production cost by default: verifies the right password and refuses others, with a fresh salt each time', async () => {
    const hasher = passwordHasher();
    const a = await hasher.hash('Revision-Rota-2026!');
    const b = await hasher.hash('Revision-Rota-2026!');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hasher.verify('Revision-Rota-2026!', a)).toBe(true);
    expect(await hasher.verify('revision-rota-2026!', a)).toBe(false);
    expect(await hasher.verify('Revision-Rota-2026!', 'bcrypt$nope')).toBe(false);
  });

  it('treats the same text typed in different Unicode forms as the same password', async () => {
    const hash = await hashPassword('Café-Latte-Morning', scryptParams(10));
    expect(await verifyPassword('Cafe\u0301-Latte-Morning', hash)).toBe(true);
  });

  it('reads hashes made with other costs, so the cost can rise later', async () => {
    const older = await hashPassword('Older-Hash-Still-Works', { N: 1024, r: 8, p: 1 });
    expect(older).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await passwordHasher(11).verify('Older-Hash-Still-Works', older)).toBe(true);
  });

  it('refuses every password when there is no stored hash, after checking a decoy', async () => {
    const hasher = passwordHasher(10);
    const derivations = () => vi.mocked(scrypt).mock.calls.length;
    const before = derivations();
    expect(await hasher.verify('Anything-At-All-1', undefined)).toBe(false);
    // The first check makes the decoy hash, then checks against it; later ones only check.
    expect(derivations() - before).toBe(2);
    expect(await hasher.verify('Anything-At-All-1', undefined)).toBe(false);
    expect(derivations() - before).toBe(3);
  });
});
