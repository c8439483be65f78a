import type { Tenant } from '../../../tenants/registry.ts';
import { ordersRepo, type OrderRow } from '../repo/orders.ts';
import { plansRepo, type PlanRow } from '../repo/plans.ts';
import type { MembershipContext } from '../service/context.ts';
import { sandboxPaidEvent, type SandboxProvider } from '../payments/sandbox-provider.ts';

/** A signed event, as the sandbox delivers it to this server's webhook. */
export interface SandboxDelivery {
  body: string;
  signature: string;
}

/**
 * What the sandbox's checkout page does: show an order of this host's provider, and on Pay,
 * sign the payment event the webhook will receive (as a real provider would). Cancel and a
 * declined card change nothing and return the learner to Payment Failed.
 */
export function sandboxCheckoutService(ctx: MembershipContext, sandbox: SandboxProvider) {
  const orders = ordersRepo(ctx.db);
  const plans = plansRepo(ctx.db);

  async function find(tenant: Tenant, sessionId: string): Promise<{ order: OrderRow; plan: PlanRow } | undefined> {
    const order = await orders.bySession('sandbox', sessionId);
    if (!order || order.tenantId !== tenant.id) return undefined;
    const plan = await plans.byId(order.planId);
    return plan && { order, plan };
  }

  return {
    async page(tenant: Tenant, sessionId: string) {
      const found = await find(tenant, sessionId);
      return found && { order: found.order, plan: found.plan, backUrl: `${found.order.returnOrigin}/#/menu/membership` };
    },
    /** The payment event for this order, signed; undefined when the order is unknown here. */
    async pay(tenant: Tenant, sessionId: string): Promise<{ delivery: SandboxDelivery; successUrl: string } | undefined> {
      const found = await find(tenant, sessionId);
      if (!found) return undefined;
      const { order } = found;
      const delivery = sandbox.signEvent(sandboxPaidEvent({ orderId: order.id, amountMinor: order.amountMinor, currency: order.currency }));
      return { delivery, successUrl: `${order.returnOrigin}/#/menu/membership?checkout=done` };
    },
    async cancelUrl(tenant: Tenant, sessionId: string): Promise<string | undefined> {
      const found = await find(tenant, sessionId);
      return found && `${found.order.returnOrigin}/#/menu/payment-failed`;
    },
  };
}

export type SandboxCheckout = ReturnType<typeof sandboxCheckoutService>;
