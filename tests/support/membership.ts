import { and, asc, eq } from 'drizzle-orm';
import { plans } from '../../server/db/schema/membership.ts';
import { fromMinorUnits } from '../../shared/i18n/money.ts';
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
  return {
    price: fromMinorUnits(plan.priceMinor, plan.currency),
    plan_type: plan.validityLabel,
    planId: plan.id,
    subdomain: learner.tenantId,
    userId: learner.id,
    redirect_url: origin,
    ...overrides,
  };
}

/**
 * Buys the learner's first plan of their provider through the sandbox's page, as their browser
 * would, and returns the invoice link get-user-transactions hands them.
 */
export async function paidInvoiceLink(t: TestApp, learner: { id: string; tenantId: string; token: string }, host: string): Promise<string> {
  const headers = { host, authorization: `Bearer ${learner.token}` };
  const plan = await planOf(t, learner.tenantId);
  const page = (
    await t.app.inject({ method: 'POST', url: '/api/payment/create-checkout-session', headers, payload: checkoutBody(learner, plan, `http://${host}`) })
  ).json().url as string;
  await t.app.inject({ method: 'POST', url: `${page}/pay`, headers: { host, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  return (await t.app.inject({ method: 'GET', url: '/api/transaction/get-user-transactions', headers })).json().transactions[0].invoice_url as string;
}
