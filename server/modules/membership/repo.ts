import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema/membership.ts';

export type PlanRow = typeof plans.$inferSelect;

/** The only code that queries plans and subscriptions. Always scoped by tenant or learner. */
export function membershipRepo(db: Queryable) {
  return {
    /** The provider's plans that can be bought, in the provider's order. */
    activePlans(tenantId: string): Promise<PlanRow[]> {
      return db
        .select()
        .from(plans)
        .where(and(eq(plans.tenantId, tenantId), eq(plans.active, true)))
        .orderBy(asc(plans.position));
    },
    async subscriptionExpiry(userId: string): Promise<Date | undefined> {
      const [row] = await db.select({ expiresAt: subscriptions.expiresAt }).from(subscriptions).where(eq(subscriptions.userId, userId));
      return row?.expiresAt;
    },
  };
}
