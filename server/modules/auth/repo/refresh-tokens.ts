import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { refreshTokens } from '../../../db/schema/accounts.ts';

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** The only code that queries refresh tokens (sessions are families of them). Tokens are stored hashed. */
export function refreshTokensRepo(db: Queryable) {
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
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
        .limit(1);
      return Boolean(row);
    },
  };
}
