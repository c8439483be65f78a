import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { tempTenantsDir, writeTenant } from '../../../tests/support/tenant-fixtures.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/accounts.ts';
import { loadTenants } from '../../tenants/loader.ts';
import { syncTenants } from '../../tenants/sync.ts';
import { openSessions, SESSIONS_ENDED_CHANNEL } from './open-sessions.ts';
import { refreshTokensRepo } from './repo/refresh-tokens.ts';
import { sessionsService } from './sessions.ts';

/**
 * Every way a session ends is announced by the database at commit (migration 0013), so every
 * process forgets it; a rotation, which keeps the session, is not.
 */
describeEachDatabase('sessions ended, announced by %s', (kind) => {
  let database: DatabaseHandle;
  let tenantId: string;
  let stop: () => void;
  const heard: string[] = [];
  let wake: (() => void) | undefined;
  const clock = () => new Date();
  const open = openSessions(clock);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const root = tempTenantsDir();
    writeTenant(root, 'ends');
    tenantId = (await syncTenants(database, await loadTenants(root, root))).get('ends')!;
    stop = await database.notices.listen(SESSIONS_ENDED_CHANNEL, {
      ...open.handlers,
      notice(familyId) {
        heard.push(familyId);
        open.handlers.notice(familyId);
        wake?.();
      },
    });
  });
  afterAll(async () => {
    stop();
    await database.close();
  });
  beforeEach(() => void heard.splice(0));

  // A sign-out here waits for its notice as long as the test may run: however slow the machine, it
  // answers once heard, so what `heard` holds right after it does not depend on the machine's speed.
  const sessions = () => sessionsService(database.db, Buffer.alloc(32, 1), clock, open, { endHeardMs: 60_000 });
  /** A learner with a session; returns its family id and refresh token. */
  async function learnerSession() {
    const [user] = await database.db
      .insert(users)
      .values({ tenantId, email: `${randomUUID()}@example.com`, firstName: 'A', lastName: 'B', passwordHash: 'x' })
      .returning({ id: users.id });
    const { refreshToken } = await sessions().start({ userId: user!.id, tenantId, role: 'User' });
    const [row] = await database.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.userId, user!.id));
    return { userId: user!.id, familyId: row!.familyId, refreshToken };
  }
  /** Waits for the notices of `families` (the sender's statement has committed). */
  async function hear(families: string[]) {
    while (!families.every((f) => heard.includes(f))) await new Promise<void>((resolve) => (wake = resolve));
  }

  it('announces a sign-out, which answers once this process has heard it', async () => {
    const s = await learnerSession();
    expect(await sessions().isActive(s.familyId, s.userId)).toBe(true);
    await sessions().endByRefreshToken(tenantId, s.refreshToken);
    expect(heard).toEqual([s.familyId]);
    expect(await sessions().isActive(s.familyId, s.userId)).toBe(false);
  });

  it('does not announce a rotation (the session goes on with its next token)', async () => {
    const s = await learnerSession();
    await sessions().rotate(tenantId, s.refreshToken, async () => 'User' as const);
    const other = await learnerSession();
    await sessions().endByRefreshToken(tenantId, other.refreshToken);
    expect(heard).toEqual([other.familyId]);
    expect(await sessions().isActive(s.familyId, s.userId)).toBe(true);
  });

  it('announces every session of a password change at its commit, not before, and the change answers once they are heard', async () => {
    const one = await learnerSession();
    await sessions().start({ userId: one.userId, tenantId, role: 'User' }); // signed in on a second device
    expect(await sessions().isActive(one.familyId, one.userId)).toBe(true); // kept as open by this process
    const families = (await database.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.userId, one.userId))).map(
      (r) => r.familyId,
    );
    expect(families).toHaveLength(2);
    await sessions().endAllForUser(one.userId, async () => {
      expect(heard).toEqual([]);
    });
    // No waiting here: a password change answers only once this process has heard every end,
    // so the old sessions are refused at once (a CI run once served an old token just after).
    expect(heard.sort()).toEqual(families.sort());
    expect(await sessions().isActive(one.familyId, one.userId)).toBe(false);
  });

  it('announces nothing for a revocation rolled back', async () => {
    const s = await learnerSession();
    await expect(
      database.db.transaction(async (tx) => {
        await refreshTokensRepo(tx).revokeFamily(s.familyId, new Date());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await learnerSession();
    await sessions().endByRefreshToken(tenantId, after.refreshToken);
    expect(heard).toEqual([after.familyId]);
    expect(await sessions().isActive(s.familyId, s.userId)).toBe(true);
  });

  it('announces the sessions of a deleted learner', async () => {
    const s = await learnerSession();
    expect(await sessions().isActive(s.familyId, s.userId)).toBe(true);
    await database.db.delete(users).where(eq(users.id, s.userId));
    await hear([s.familyId]);
    expect(await sessions().isActive(s.familyId, s.userId)).toBe(false);
  });
});
