import { and, asc, eq } from 'drizzle-orm';
import { plans } from '../../server/db/schema/membership.ts';
import type { TestApp } from './test-app.ts';

export type PlanRow = typeof plans.$inferSelect;

/** A plan of a fixture tenant: by key ('monthly', 'yearly'), or the first in the provider's order. */
export async function planOf(t: TestApp, tenantId: string, key?: string): Promise<PlanRow> {
  const rows = await t.database.db
    .select()
    .from(plans)
    .where(key ? and(eq(plans.tenantId, tenantId), eq(plans.key, key)) : eq(plans.tenantId, tenantId))
    .orderBy(asc(plans.position))
    .limit(1);
  if (!rows[0]) throw new Error(`No plan ${key ?? '(first)'} for tenant ${tenantId}`);
  return rows[0];
}

/** The spec's checkout body for a learner and a plan, as the Membership screen sends it from `origin`. */
export function checkoutBody(learner: { id: string; tenantId: string }, plan: PlanRow, origin: string, overrides: Record<string, unknown> = {}) {
  return { price: plan.priceMinor / 100, plan_type: plan.validityLabel, planId: plan.id, subdomain: learner.tenantId, userId: learner.id, redirect_url: origin, ...overrides };
}
