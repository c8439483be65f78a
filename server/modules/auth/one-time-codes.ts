import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/accounts.ts';
import { hmac } from '../../lib/secret-keys.ts';
import type { Clock } from './clock.ts';

export type CodePurpose = 'verify-email' | 'reset-password';

export const CODE_LENGTH = 4;
export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The spec's 4-digit codes, guarded because 10,000 values are few: random, stored only as an
 * HMAC under a server key (a leaked table cannot be brute-forced offline), one use, ten minutes,
 * five wrong tries void the code, and a new code voids the previous one.
 */
export function oneTimeCodesService(key: Buffer, clock: Clock) {
  const digest = (userId: string, purpose: CodePurpose, code: string) => hmac(key, `${userId}:${purpose}:${code}`);

  return {
    /** Creates a code (voiding earlier ones) and returns it, to be mailed; only its HMAC is stored. */
    async issue(tx: Tx, tenantId: string, userId: string, purpose: CodePurpose): Promise<string> {
      const now = clock();
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
      await tx.insert(oneTimeCodes).values({
        tenantId,
        userId,
        purpose,
        codeHash: digest(userId, purpose, code),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      });
      return code;
    },

    /**
     * Checks and consumes the user's current code inside `tx`. A wrong guess returns false
     * (the caller's transaction commits), so the count of wrong tries always sticks.
     * Everything uses `tx`: the embedded database has one connection, and a query outside an
     * open transaction would wait for it forever.
     */
    async consume(tx: Tx, userId: string, purpose: CodePurpose, code: string): Promise<boolean> {
      const now = clock();
      const [current] = await tx
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      if (!current || current.expiresAt <= now || current.failedAttempts >= MAX_WRONG_TRIES) return false;
      const expected = Buffer.from(current.codeHash);
      const actual = Buffer.from(digest(userId, purpose, code));
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        await tx
          .update(oneTimeCodes)
          .set({
            failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1`,
            consumedAt: sql`case when ${oneTimeCodes.failedAttempts} + 1 >= ${MAX_WRONG_TRIES} then now() else null end`,
          })
          .where(eq(oneTimeCodes.id, current.id));
        return false;
      }
      // Only one request can spend a code, even if two arrive together.
      const [spent] = await tx
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return Boolean(spent);
    },
  };
}


export type OneTimeCodes = ReturnType<typeof oneTimeCodesService>;
