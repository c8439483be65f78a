import { and, eq, gt, isNull, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** Until when a family's last live token lasts (null: none is live), as a prepared statement: other bearer calls ask it. */
const prepareFamilyLiveUntil = (db: Queryable) =>
  db
    .select({ until: max(refreshTokens.expiresAt) })
    .from(refreshTokens)
    .where(familyHasLiveToken(sql.placeholder('familyId'), sql.placeholder('userId'), sql.placeholder('now')))
    .prepare('family_live_until');

/** The only code that queries refresh tokens (sessions are families of them). Tokens are stored hashed. */
export function refreshTokensRepo(db: Queryable) {
  // Built once per repository: the SQL is written once, and PostgreSQL plans it once per connection.
  let familyLiveUntil: ReturnType<typeof prepareFamilyLiveUntil> | undefined;
  return {
    async insert(values: typeof refreshTokens.$inferInsert): Promise<string> {
      const [row] = await db.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
      return row!.id;
    },

    async byHash(tenantId: string, tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(refreshTokens.tenantId, tenantId)));
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

    /** Revokes the family's tokens not yet revoked; false when there was none. */
    async revokeFamily(familyId: string, at: Date): Promise<boolean> {
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: at, updatedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return revoked.length > 0;
    },

    /** Revokes every token of the user not yet revoked; answers the families (sessions) it ended. */
    async revokeAllOfUser(userId: string, at: Date): Promise<string[]> {
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: at, updatedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(revoked.map((row) => row.familyId))];
    },

    /** The user's sessions that have a live token at `now`. */
    async openFamiliesOf(userId: string, now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)));
      return rows.map((row) => row.familyId);
    },

    /** Until when the family's last live token lasts: the session is open until then, or has ended (undefined). */
    async familyLiveUntil(familyId: string, userId: string, now: Date): Promise<Date | undefined> {
      familyLiveUntil ??= prepareFamilyLiveUntil(db);
      const [row] = await familyLiveUntil.execute({ familyId, userId, now });
      return row?.until ?? undefined;
    },
  };
}
