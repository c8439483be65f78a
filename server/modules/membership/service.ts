import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { paymentsRepo } from './repo/payments.ts';
import { plansRepo } from './repo/plans.ts';
import { checkoutService } from './service/checkout.ts';
import type { MembershipContext } from './service/context.ts';
import { paymentEventsService } from './service/payment-events.ts';
import { statementService } from './service/statement.ts';
import { toPlan, type PlanView } from './views.ts';

/** Plans, checkout, payment events, the learner's statement and invoices. */
export function membershipService(ctx: MembershipContext) {
  const plans = plansRepo(ctx.db);
  const payments = paymentsRepo(ctx.db);
  return {
    plans: async (tenant: Tenant, language: LanguageCode): Promise<PlanView[]> => (await plans.onSale(tenant.id)).map((plan) => toPlan(plan, language)),
    /** "Active plan" is computed from the subscription's expiry, never stored as a flag. */
    async hasActivePlan(userId: string, now: Date): Promise<boolean> {
      const expiresAt = (await payments.subscription(userId))?.expiresAt;
      return Boolean(expiresAt && expiresAt > now);
    },
    checkout: checkoutService(ctx),
    events: paymentEventsService(ctx),
    statement: statementService(ctx),
  };
}

export type MembershipService = ReturnType<typeof membershipService>;
