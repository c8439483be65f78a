import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { preparedSql, type PreparedSql } from '../../../db/prepared-sql.ts';
import { users } from '../../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;
type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'tenantId' | 'email' | 'createdAt'>>;

/** A user's name, address, role and job title: what other modules may see of them. */
export type PersonRow = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'role' | 'jobTitle' | 'language'>;

/**
 * Some users of a provider by id (the ids as one uuid array), prepared: written, parsed and planned
 * once. It names drizzle's columns, so renaming one fails the type check.
 */
const peopleByIdsSql = sql`
  select ${users.id} as id, ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.email} as email, ${users.role} as role,
    ${users.jobTitle} as job_title, ${users.language} as language
  from ${users}
  where ${users.tenantId} = ${sql.placeholder('tenantId')}::uuid and ${users.id} = any(${sql.placeholder('ids')}::uuid[])`;

interface PeopleByIdsRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: UserRow['role'];
  job_title: string | null;
  language: string | null;
}

/** The only code that reads and writes accounts. Every lookup is scoped by tenant. */
export function usersRepo(db: Queryable) {
  let peopleStatement: PreparedSql<PeopleByIdsRow> | undefined;
  return {
    async byEmail(tenantId: string, email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
      return row;
    },
    async byId(tenantId: string, id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
      return row;
    },
    /** The provider's current staff, by last then first name. */
    staff: (tenantId: string) =>
      db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.role, 'staff'), isNull(users.disabledAt)))
        .orderBy(asc(users.lastName), asc(users.firstName)),
    /** Who some of the provider's users are (absent ids are left out): every ticket view and chat message asks. */
    async peopleByIds(tenantId: string, ids: string[]): Promise<PersonRow[]> {
      if (!ids.length) return [];
      peopleStatement ??= preparedSql<PeopleByIdsRow>(db, 'people_by_ids', peopleByIdsSql);
      const rows = await peopleStatement.rows({ tenantId, ids });
      return rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        role: r.role,
        jobTitle: r.job_title,
        language: r.language,
      }));
    },
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
