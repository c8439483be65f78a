import { randomUUID } from 'node:crypto';
import { users } from '../../server/db/schema/accounts.ts';
import { subscriptions } from '../../server/db/schema/membership.ts';
import { planOf } from './membership.ts';
import type { TestApp } from './test-app.ts';

/**
 * A verified learner of a tenant with a session, made directly in the database: for suites that
 * test something other than registration (which has its own suite).
 */
export async function learner(t: TestApp, slug: string) {
  const tenantId = t.idOf(slug);
  const [user] = await t.database.db
    .insert(users)
    .values({
      tenantId,
      email: `${randomUUID()}@example.com`,
      firstName: 'Test',
      lastName: 'Learner',
      passwordHash: 'scrypt$1$1$1$x$y',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const { token, refreshToken } = await t.app.modules.auth.startSession({ userId: user!.id, tenantId, role: 'User' });
  return { id: user!.id, token, refreshToken, tenantId };
}

/** Gives a learner an active plan until `expiresAt` (the tenant's first plan). */
export async function giveActivePlan(t: TestApp, learnerId: string, tenantId: string, expiresAt: Date): Promise<void> {
  const plan = await planOf(t, tenantId);
  await t.database.db
    .insert(subscriptions)
    .values({ tenantId, userId: learnerId, planId: plan.id, amountMinor: plan.priceMinor, expiresAt })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { expiresAt } });
}
