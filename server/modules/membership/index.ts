import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { paymentRequired } from '../../lib/errors.ts';
import type { Module, ModuleDeps } from '../module.ts';
import { paymentProvider } from './payments/configured-provider.ts';
import type { PaymentEvent, ProviderName } from './payments/payment-provider.ts';
import type { SandboxProvider } from './payments/sandbox-provider.ts';
import { membershipRoutes } from './routes.ts';
import { sandboxPages } from './sandbox/pages.ts';
import { sandboxCheckoutService } from './sandbox/sandbox-checkout.ts';
import type { EventEffect } from './service/payment-events.ts';
import { membershipService } from './service.ts';
import type { Payer } from './service/context.ts';
import type { PlanView } from './views.ts';

export type { PlanView } from './views.ts';
export type { Payer } from './service/context.ts';
/** The sandbox's event makers, for tools that stand in for it (benchmarks, fault scripts). */
export { sandboxPaidEvent, sandboxProvider } from './payments/sandbox-provider.ts';

/** What other modules may ask of membership. */
export interface MembershipApi {
  /** The provider's plans on sale, as the contract shows them. */
  plans(tenant: Tenant, language: LanguageCode): Promise<PlanView[]>;
  /** Whether the learner's subscription runs past `now`. */
  hasActivePlan(userId: string, now: Date): Promise<boolean>;
  /** Refuses (402) a learner of a Paid provider without an active plan: tests, Free or paid for. */
  assertMayTakeTests(tenant: Tenant, userId: string, now: Date): Promise<void>;
  /** Applies a provider's checked event (the webhook's work after the signature), for tools and benchmarks. */
  applyPaymentEvent(provider: ProviderName, event: PaymentEvent): Promise<EventEffect>;
}

/** What membership asks of other modules. */
export interface MembershipNeeds {
  /** A learner's name and email (auth's), for checkout, invoices and receipts. */
  payer(tenantId: string, userId: string): Promise<Payer | undefined>;
}

/** Plans, checkout with the configured payment provider, the webhook, subscriptions and invoices. */
export function membershipModule({ config, database, registry, services }: ModuleDeps, needs: MembershipNeeds): Module<MembershipApi> {
  const provider = paymentProvider(config.payments, services.keys);
  const context = {
    db: database.db,
    registry,
    clock: services.clock,
    keys: services.keys,
    files: services.files,
    mailer: services.mailer,
    provider,
    production: config.env === 'production',
    payer: needs.payer,
  };
  const service = membershipService(context);
  return {
    area: 'membership',
    handlers: membershipRoutes(service),
    api: {
      plans: service.plans,
      hasActivePlan: service.hasActivePlan,
      async assertMayTakeTests(tenant, userId, now) {
        if (tenant.manifest.platformType === 'Free') return;
        if (!(await service.hasActivePlan(userId, now))) throw paymentRequired('An active plan is needed to take tests. Choose a plan on the Membership page.');
      },
      applyPaymentEvent: service.events.apply,
    },
    pages: provider?.name === 'sandbox' ? sandboxPages(sandboxCheckoutService(context, provider as SandboxProvider), { live: context.production }) : undefined,
  };
}
