import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plans } from '../../db/schema/membership.ts';

export type PlanRow = typeof plans.$inferSelect;

/** The provider's plans that can be bought, in the provider's order. */
export function listActivePlans(db: Database, tenantId: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.tenantId, tenantId), eq(plans.active, true)))
    .orderBy(asc(plans.position));
}
