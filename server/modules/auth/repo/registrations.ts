import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { registrations } from '../../../db/schema/accounts.ts';

export type RegistrationRow = typeof registrations.$inferSelect;

/** The only code that queries sign-ups waiting for their mailbox to be proven. */
export function registrationsRepo(db: Queryable) {
  return {
    async insert(values: typeof registrations.$inferInsert): Promise<void> {
      await db.insert(registrations).values(values);
    },

    /** The account's live sign-up with this token (its hash), or undefined. */
    async byToken(userId: string, tokenHash: string, now: Date): Promise<RegistrationRow | undefined> {
      const [row] = await db
        .select()
        .from(registrations)
        .where(and(eq(registrations.userId, userId), eq(registrations.tokenHash, tokenHash), gt(registrations.expiresAt, now)));
      return row;
    },

    /** The account's newest live sign-up: whose password a sign-in before verification is checked against. */
    async newest(userId: string, now: Date): Promise<RegistrationRow | undefined> {
      const [row] = await db
        .select()
        .from(registrations)
        .where(and(eq(registrations.userId, userId), gt(registrations.expiresAt, now)))
        .orderBy(desc(registrations.createdAt))
        .limit(1);
      return row;
    },

    async deleteExpired(userId: string, now: Date): Promise<void> {
      await db.delete(registrations).where(and(eq(registrations.userId, userId), lte(registrations.expiresAt, now)));
    },

    /** Every sign-up of the account: once one of them has proven the mailbox, the others are void. */
    async deleteAll(userId: string): Promise<void> {
      await db.delete(registrations).where(eq(registrations.userId, userId));
    },
  };
}
