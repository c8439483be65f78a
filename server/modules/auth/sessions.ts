import { randomUUID } from 'node:crypto';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { hashBearerSecret as hashToken, newBearerSecret } from '../../lib/bearer-secret.ts';
import type { Clock } from '../../lib/clock.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { OpenSessions } from './open-sessions.ts';
import { refreshTokensRepo } from './repo/refresh-tokens.ts';
import { issueAccessToken, type Role } from './tokens.ts';

const REFRESH_DAYS = 30;
/** A refresh token reused this soon after rotation is a race between tabs, not theft. */
const REUSE_GRACE_MS = 10_000;
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/**
 * How long a sign-out waits, at most, to hear the database announce its end to every process. The
 * notice comes in milliseconds; the bound is for a notice connection that is slow or silently gone.
 */
const END_HEARD_MS = 5000;

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface SessionUser {
  userId: string;
  tenantId: string;
  role: Role;
}

/**
 * A session is a family of refresh tokens. Each refresh rotates the token; presenting a rotated
 * token again (after a short grace for concurrent tabs) means it leaked, and ends the family.
 * Ending a family also ends its access tokens at once (see authenticate.ts), in every process:
 * `open` keeps the sessions found open until the database announces their end.
 */
export function sessionsService(db: Database, accessKey: Buffer, clock: Clock, open: OpenSessions, { endHeardMs = END_HEARD_MS } = {}) {
  const tokens = refreshTokensRepo(db);

  /** Ends a family; answers once this process has heard the database announce it to all. */
  async function endFamily(familyId: string, at: Date): Promise<void> {
    const announced = open.endHeard(familyId, endHeardMs);
    const ended = await tokens.revokeFamily(familyId, at).finally(() => open.forget(familyId));
    if (!ended) announced.cancel();
    await announced.heard;
  }

  async function issue(user: SessionUser, familyId: string, tx: Queryable = db): Promise<TokenPair & { id: string }> {
    const now = clock();
    const refreshToken = newBearerSecret();
    const id = await refreshTokensRepo(tx).insert({
      tenantId: user.tenantId,
      userId: user.userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(now.getTime() + REFRESH_DAYS * 86_400_000),
    });
    const token = issueAccessToken(accessKey, { sub: user.userId, tid: user.tenantId, sid: familyId, role: user.role }, now);
    return { id, token, refreshToken };
  }

  return {
    async start(user: SessionUser, tx?: Queryable): Promise<TokenPair> {
      const { token, refreshToken } = await issue(user, randomUUID(), tx);
      return { token, refreshToken };
    },

    async rotate(tenantId: string, refreshToken: string, roleOf: (userId: string) => Promise<Role | undefined>): Promise<TokenPair> {
      const now = clock();
      const row = await tokens.byHash(tenantId, hashToken(refreshToken));
      if (!row || row.expiresAt <= now) throw unauthorized(SESSION_ENDED);
      if (row.revokedAt) {
        const racing = row.replacedById !== null && now.getTime() - row.revokedAt.getTime() < REUSE_GRACE_MS;
        if (!racing) await endFamily(row.familyId, now);
        throw unauthorized(SESSION_ENDED);
      }
      const role = await roleOf(row.userId);
      if (!role) throw unauthorized(SESSION_ENDED);
      return db.transaction(async (tx) => {
        const next = await issue({ userId: row.userId, tenantId: row.tenantId, role }, row.familyId, tx);
        // Another request rotated the same token first: this one must not mint a second branch.
        if (!(await refreshTokensRepo(tx).markReplaced(row.id, next.id, now))) throw unauthorized(SESSION_ENDED);
        return { token: next.token, refreshToken: next.refreshToken };
      });
    },

    async endByRefreshToken(tenantId: string, refreshToken: string): Promise<void> {
      const row = await tokens.byHash(tenantId, hashToken(refreshToken));
      if (row) await endFamily(row.familyId, clock());
    },

    /**
     * Ends every session of a user (a password changed or reset) in one transaction with
     * `change` (which may start a new session: it runs after the ends), and answers once this
     * process has heard the database announce each end, as a sign-out does: from then on this
     * process refuses the old tokens, and every other process refuses them as soon as it reads
     * the same notice. (Without the wait, this process, which may have kept a session as open,
     * served its old token until the notice came, a few milliseconds on a quiet machine.)
     */
    async endAllForUser<T>(userId: string, change: (tx: Transaction) => Promise<T>): Promise<T> {
      // Listened for before the ends: on the embedded database the notice comes with the commit.
      const announced = new Map((await tokens.openFamiliesOf(userId, clock())).map((familyId) => [familyId, open.endHeard(familyId, endHeardMs)]));
      let ended: string[] = [];
      try {
        const result = await db.transaction(async (tx) => {
          ended = await refreshTokensRepo(tx).revokeAllOfUser(userId, clock());
          return change(tx);
        });
        // A session opened after the families were listed was ended too: this process forgets it at once.
        for (const familyId of ended) open.forget(familyId);
        for (const [familyId, wait] of announced) if (!ended.includes(familyId)) wait.cancel();
        await Promise.all([...announced.values()].map((wait) => wait.heard));
        return result;
      } catch (error) {
        for (const wait of announced.values()) wait.cancel();
        throw error;
      }
    },

    /** `true` at once when this process keeps the session as open; else a promise of the database's answer. */
    isActive: (familyId: string, userId: string) => open.isOpen(familyId, userId, () => tokens.familyLiveUntil(familyId, userId, clock())),
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
