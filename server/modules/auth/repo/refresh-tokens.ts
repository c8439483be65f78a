import { and, eq, gt, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { refreshTokens } from '../../../db/schema/accounts.ts';

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** A value of a statement, or a placeholder of a prepared one (`sql.placeholder`). */
type Value<T> = T | SQLWrapper;

/** The session `familyId` of `userId` is open at `now`: it still has a token neither revoked nor expired. */
const familyHasLiveToken = (familyId: Value<string>, userId: Value<string>, now: Value<Date>) =>
  and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now))!;

/**
 * The same condition for another statement to hold (true or false): an operation that checks the
 * caller's session inside its own first statement saves a round trip per request, and reads the
 * session and its own rows in one snapshot. A scalar subquery with `limit 1`, so a statement
 * asking about many callers at once looks each one up by index (PostgreSQL may run an `exists`
 * over a whole table to hash it instead).
 */
export const sessionOpenCondition = (session: { sessionId: Value<string>; userId: Value<string>; now: Value<Date> }): SQL =>
  sql`coalesce((select true from ${refreshTokens} where ${familyHasLiveToken(session.sessionId, session.userId, session.now)} limit 1), false)`;

/** Whether a family has a live token, as a prepared statement: every other bearer call asks it. */
const prepareFamilyIsLive = (db: Queryable) =>
  db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(familyHasLiveToken(sql.placeholder('familyId'), sql.placeholder('userId'), sql.placeholder('now')))
    .limit(1)
    .prepare('family_is_live');

/** The only code that queries refresh tokens (sessions are families of them). Tokens are stored hashed. */
export function refreshTokensRepo(db: Queryable) {
  // Built once per repository: the SQL is written once, and PostgreSQL plans it once per connection.
  let familyIsLive: ReturnType<typeof prepareFamilyIsLive> | undefined;
  return {
    async insert(values: typeof refreshTokens.$inferInsert): Promise<string> {
      const [row] = await db.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
      return row!.id;
    },

    async byHash(tenantId: string, tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(and(eq(refreshTokens.tokenHash, tokenHash), eq(refreshTokens.tenantId, tenantId)));
      return row;
    },

    /** Marks a token spent by its successor; false when another request spent it first. */
    async markReplaced(id: string, replacedById: string, at: Date): Promise<boolean> {
      const [spent] = await db
        .update(refreshTokens)
        .set({ revokedAt: at, replacedById, updatedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return Boolean(spent);
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at, updatedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllOfUser(userId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at, updatedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Whether the family still has a live token: the session is open. */
    async familyIsLive(familyId: string, userId: string, now: Date): Promise<boolean> {
      familyIsLive ??= prepareFamilyIsLive(db);
      const [row] = await familyIsLive.execute({ familyId, userId, now });
      return Boolean(row);
    },
  };
}
