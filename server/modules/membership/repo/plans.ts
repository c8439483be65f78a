import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { plans } from '../../../db/schema/membership.ts';

export type PlanRow = typeof plans.$inferSelect;

/** The provider's plans. Plans are never deleted (transactions refer to them); a withdrawn plan is inactive. */
export function plansRepo(db: Queryable) {
  return {
    /** The provider's plans that can be bought, in the provider's order. */
    onSale(tenantId: string): Promise<PlanRow[]> {
      return db
        .select()
        .from(plans)
        .where(and(eq(plans.tenantId, tenantId), eq(plans.active, true)))
        .orderBy(asc(plans.position));
    },
    /** One plan on sale by this provider, or undefined (unknown, withdrawn, or another provider's). */
    async onSaleById(tenantId: string, planId: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.tenantId, tenantId), eq(plans.id, planId), eq(plans.active, true)));
      return row;
    },
    async byId(planId: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, planId));
      return row;
    },
  };
}
