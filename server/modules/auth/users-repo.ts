import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { subscriptions } from '../../db/schema/membership.ts';

export type UserRow = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The only code that reads and writes accounts. Every lookup is scoped by tenant. */
export function usersRepo(db: Database | Tx) {
  return {
    async byEmail(tenantId: string, email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
      return row;
    },
    async byId(tenantId: string, id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
      return row;
    },
    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async update(tenantId: string, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
        .returning();
      return row!;
    },
    /** "Active plan" is computed from the subscription's expiry, never stored as a flag. */
    async hasActivePlan(userId: string, now: Date): Promise<boolean> {
      const [row] = await db.select({ expiresAt: subscriptions.expiresAt }).from(subscriptions).where(eq(subscriptions.userId, userId));
      return Boolean(row && row.expiresAt > now);
    },
  };
}
