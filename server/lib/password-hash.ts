import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { fairGate, type GateLimits } from './fair-gate.ts';

/**
 * Passwords are hashed with scrypt. The production cost is OWASP's (N=2^15, r=8, p=3: 32 MiB,
 * about a quarter of a second here); node:crypto runs scrypt on libuv's thread pool, so a hash
 * in progress never stalls the event loop for other requests. Stored as scrypt$N$r$p$salt$hash
 * (base64url), so the cost can rise later without a migration: every hash carries its own.
 */
interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** log2(N) of the production cost; PASSWORD_HASH_COST may raise it, and only tests lower it. */
export const PRODUCTION_HASH_COST = 15;
export const scryptParams = (cost: number): ScryptParams => ({ N: 2 ** cost, r: 8, p: 3 });
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Hashes and checks passwords at one configured cost, a few at a time: scrypt runs on libuv's
 * four threads, and a client (an address) that sends many at once waits its turn behind the
 * others, and past its share of the queue gets a 429 (see fair-gate.ts).
 */
export interface PasswordHasher {
  hash(password: string, client?: string): Promise<string>;
  /** Checks `password` against `stored`; with no stored hash it checks a decoy, so timing does not reveal which accounts exist. */
  verify(password: string, stored: string | undefined, client?: string): Promise<boolean>;
}

export const HASHING_LIMITS: GateLimits = { concurrency: 4, queuedPerClient: 8, queuedInAll: 64 };

export function passwordHasher(cost: number = PRODUCTION_HASH_COST, limits: GateLimits = HASHING_LIMITS): PasswordHasher {
  const params = scryptParams(cost);
  const gate = fairGate(limits);
  let decoy: Promise<string> | undefined;
  return {
    hash: (password, client = 'local') => gate.run(client, () => hashPassword(password, params)),
    verify: (password, stored, client = 'local') =>
      gate.run(client, async () => {
        if (stored !== undefined) return verifyPassword(password, stored);
        decoy ??= hashPassword(randomBytes(12).toString('base64url'), params);
        await verifyPassword(password, await decoy);
        return false;
      }),
  };
}

/**
 * The stored hash of an account that has no password yet (a staff member before their first
 * sign-in sets one with an emailed code). It matches no password.
 */
export const NO_PASSWORD = '!none';
