import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { oneTimeCodes } from '../../../db/schema/accounts.ts';

export type CodePurpose = 'verify-email' | 'reset-password';
type CodeRow = typeof oneTimeCodes.$inferSelect;

/** The only code that queries one-time codes (stored as HMACs, never in the clear). */
export function oneTimeCodesRepo(db: Queryable) {
  return {
    async voidOpen(userId: string, purpose: CodePurpose, at: Date): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({ consumedAt: at })
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
    },

    async insert(values: typeof oneTimeCodes.$inferInsert): Promise<void> {
      await db.insert(oneTimeCodes).values(values);
    },

    /** The user's newest code for `purpose`, spent or not. */
    async latest(userId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row;
    },

    /** Counts a wrong try; the try that reaches `maxTries` voids the code. */
    async countWrongTry(id: string, maxTries: number): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({
          failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1`,
          consumedAt: sql`case when ${oneTimeCodes.failedAttempts} + 1 >= ${maxTries} then now() else null end`,
        })
        .where(eq(oneTimeCodes.id, id));
    },

    /** Spends the code; false when another request spent it first. */
    async spend(id: string, at: Date): Promise<boolean> {
      const [spent] = await db
        .update(oneTimeCodes)
        .set({ consumedAt: at })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return Boolean(spent);
    },
  };
}
