import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/accounts.ts';
import { unauthorized } from '../../http/errors.ts';
import { issueAccessToken, type Role } from './access-token.ts';
import type { Clock } from './clock.ts';

const REFRESH_DAYS = 30;
/** A refresh token reused this soon after rotation is a race between tabs, not theft. */
const REUSE_GRACE_MS = 10_000;
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface TokenPair {
  token: string;
  refreshToken: string;
}

interface SessionUser {
  userId: string;
  tenantId: string;
  role: Role;
}

/**
 * A session is a family of refresh tokens. Each refresh rotates the token; presenting a rotated
 * token again (after a short grace for concurrent tabs) means it leaked, and ends the family.
 * Ending a family also ends its access tokens at once (see plugins/authenticate.ts).
 */
export function sessionsService(db: Database, accessKey: Buffer, clock: Clock) {
  async function issue(user: SessionUser, familyId: string, tx: Pick<Database, 'insert'> = db): Promise<TokenPair & { id: string }> {
    const now = clock();
    const refreshToken = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(refreshTokens)
      .values({
        tenantId: user.tenantId,
        userId: user.userId,
        familyId,
        tokenHash: hashToken(refreshToken),
        expiresAt: new Date(now.getTime() + REFRESH_DAYS * 86_400_000),
      })
      .returning({ id: refreshTokens.id });
    const token = issueAccessToken(accessKey, { sub: user.userId, tid: user.tenantId, sid: familyId, role: user.role }, now);
    return { id: row!.id, token, refreshToken };
  }

  return {
    async start(user: SessionUser, tx?: Pick<Database, 'insert'>): Promise<TokenPair> {
      const { token, refreshToken } = await issue(user, randomUUID(), tx);
      return { token, refreshToken };
    },

    async rotate(tenantId: string, refreshToken: string, roleOf: (userId: string) => Promise<Role | undefined>): Promise<TokenPair> {
      const now = clock();
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashToken(refreshToken)), eq(refreshTokens.tenantId, tenantId)));
      if (!row || row.expiresAt <= now) throw unauthorized(SESSION_ENDED);
      if (row.revokedAt) {
        const racing = row.replacedById !== null && now.getTime() - row.revokedAt.getTime() < REUSE_GRACE_MS;
        if (!racing) await this.endFamily(row.familyId);
        throw unauthorized(SESSION_ENDED);
      }
      const role = await roleOf(row.userId);
      if (!role) throw unauthorized(SESSION_ENDED);
      return db.transaction(async (tx) => {
        const next = await issue({ userId: row.userId, tenantId: row.tenantId, role }, row.familyId, tx);
        const [spent] = await tx
          .update(refreshTokens)
          .set({ revokedAt: now, replacedById: next.id, updatedAt: sql`now()` })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        // Another request rotated the same token first: this one must not mint a second branch.
        if (!spent) throw unauthorized(SESSION_ENDED);
        return { token: next.token, refreshToken: next.refreshToken };
      });
    },

    async endFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: clock(), updatedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async endByRefreshToken(tenantId: string, refreshToken: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashToken(refreshToken)), eq(refreshTokens.tenantId, tenantId)));
      if (row) await this.endFamily(row.familyId);
    },

    /** Ends every session of a user (password changed or reset), optionally but one. */
    async endAllForUser(userId: string, tx: Pick<Database, 'update'> = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: clock(), updatedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    async isActive(familyId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, clock())))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
