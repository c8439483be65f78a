import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { users } from '../../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;
type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'tenantId' | 'email' | 'createdAt'>>;

/** The only code that reads and writes accounts. Every lookup is scoped by tenant. */
export function usersRepo(db: Queryable) {
  return {
    async byEmail(tenantId: string, email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
      return row;
    },
    async byId(tenantId: string, id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
      return row;
    },
    /** The provider's current staff, by last then first name. */
    staff: (tenantId: string) =>
      db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.role, 'staff'), isNull(users.disabledAt)))
        .orderBy(asc(users.lastName), asc(users.firstName)),
    byIds: (tenantId: string, ids: string[]): Promise<UserRow[]> =>
      ids.length ? db.select().from(users).where(and(eq(users.tenantId, tenantId), inArray(users.id, ids))) : Promise.resolve([]),
    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async update(tenantId: string, id: string, values: UserChanges): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
        .returning();
      return row!;
    },
  };
}
