import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hmac } from '../../lib/secret-keys.ts';
import { oneTimeCodesRepo, type CodePurpose } from './repo/one-time-codes.ts';

export type { CodePurpose } from './repo/one-time-codes.ts';

export const CODE_LENGTH = 4;
export const CODE_LIFETIME_MS = 10 * 60_000;
const MAX_WRONG_TRIES = 5;

/** 'exhausted': the code took its fifth wrong try and no longer works, until a new one is sent. */
export type CodeCheck = 'ok' | 'wrong' | 'exhausted';

/**
 * The spec's 4-digit codes, guarded because 10,000 values are few: random, stored only as an
 * HMAC under a server key (a leaked table cannot be brute-forced offline), one use, ten minutes,
 * five wrong tries void the code, and a new code voids the previous one.
 */
export function oneTimeCodesService(key: Buffer, clock: Clock) {
  const digest = (userId: string, purpose: CodePurpose, code: string) => hmac(key, `${userId}:${purpose}:${code}`);

  return {
    /** Creates a code (voiding earlier ones) and returns it, to be mailed; only its HMAC is stored. */
    async issue(tx: Transaction, tenantId: string, userId: string, purpose: CodePurpose): Promise<string> {
      const now = clock();
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const repo = oneTimeCodesRepo(tx);
      await repo.voidOpen(userId, purpose, now);
      await repo.insert({ tenantId, userId, purpose, codeHash: digest(userId, purpose, code), expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS) });
      return code;
    },

    /**
     * Checks and consumes the user's current code inside `tx`. A wrong guess returns false
     * (the caller's transaction commits), so the count of wrong tries always sticks.
     * Everything uses `tx`: the embedded database has one connection, and a query outside an
     * open transaction would wait for it forever.
     */
    async consume(tx: Transaction, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
      const now = clock();
      const repo = oneTimeCodesRepo(tx);
      const latest = await repo.latest(userId, purpose);
      if (!latest) return 'wrong';
      if (latest.failedAttempts >= MAX_WRONG_TRIES) return 'exhausted';
      if (latest.consumedAt || latest.expiresAt <= now) return 'wrong';
      const expected = Buffer.from(latest.codeHash);
      const actual = Buffer.from(digest(userId, purpose, code));
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        await repo.countWrongTry(latest.id, MAX_WRONG_TRIES);
        return latest.failedAttempts + 1 >= MAX_WRONG_TRIES ? 'exhausted' : 'wrong';
      }
      // Only one request can spend a code, even if two arrive together.
      return (await repo.spend(latest.id, now)) ? 'ok' : 'wrong';
    },
  };
}

export type OneTimeCodes = ReturnType<typeof oneTimeCodesService>;
