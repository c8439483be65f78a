import type { components } from '../../../../openapi/schema.gen.ts';
import { toMinorUnits } from '../../../../shared/i18n/money.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../lib/errors.ts';
import { ownTenant } from '../../../lib/tenant-scope.ts';
import type { Tenant } from '../../../tenants/registry.ts';
import { ordersRepo } from '../repo/orders.ts';
import { plansRepo } from '../repo/plans.ts';
import type { MembershipContext } from './context.ts';

type CheckoutRequest = components['schemas']['CheckoutRequest'];

const PRICE_CHANGED = "This plan's price has changed since the page was loaded, so nothing was charged. Check the current price and try again.";

/** 503: nothing was recorded; the cause (if any) goes to the log, not to the learner. */
const unavailable = (message: string, cause?: unknown) => Object.assign(new HttpError(503, message), { cause });

/**
 * Starts a checkout. Nothing the client sends is trusted for money or identity: the amount is
 * the plan's price on record, the learner is the token's, the provider the host's, and the
 * return address must be one of this provider's own origins. The order is recorded before the
 * provider is asked, and removed again if the provider cannot be reached.
 */
export function checkoutService(ctx: MembershipContext) {
  const orders = ordersRepo(ctx.db);
  const plans = plansRepo(ctx.db);

  /**
   * The origin the learner returns to: nothing after it, and a host of this provider. In production
   * only https on one of the provider's own hosts (its tenant.yaml `hosts`) on the default port;
   * in development also http, any port and <slug>.localhost.
   */
  function returnOrigin(tenant: Tenant, redirectUrl: string): string {
    let url: URL;
    try {
      url = new URL(redirectUrl);
    } catch {
      throw badRequest('redirect_url: must be a URL such as https://acme.example.com');
    }
    const bare = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
    if (ctx.production) {
      const ours = url.protocol === 'https:' && url.port === '' && tenant.manifest.hosts.includes(url.hostname);
      if (!bare || !ours) throw badRequest("redirect_url: must be https://<one of this provider's hosts>, with no port, path or query");
      return url.origin;
    }
    const ours = (url.protocol === 'https:' || url.protocol === 'http:') && ctx.registry.resolveHost(url.host)?.id === tenant.id;
    if (!bare || !ours) throw badRequest("redirect_url: must be the origin of this provider's site (scheme and host only)");
    return url.origin;
  }

  return {
    async start(tenant: Tenant, userId: string, body: CheckoutRequest): Promise<{ url: string }> {
      const provider = ctx.provider;
      if (!provider) throw unavailable('Payments are not available on this site at the moment. Please try again later.');
      ownTenant(tenant, body.subdomain);
      if (body.userId !== userId) throw forbidden('userId: is not the signed-in learner');
      const origin = returnOrigin(tenant, body.redirect_url);
      const plan = await plans.onSaleById(tenant.id, body.planId);
      if (!plan) throw notFound('Plan not found');
      // The price the learner was shown, in major units of the plan's currency: a plan repriced since
      // the page loaded is never charged unseen (nor a price with digits the currency does not have).
      if (toMinorUnits(body.price, plan.currency) !== plan.priceMinor) throw conflict(PRICE_CHANGED);
      const payer = await ctx.payer(tenant.id, userId);
      if (!payer) throw notFound('Account not found');

      const order = await orders.create({
        tenantId: tenant.id,
        userId,
        planId: plan.id,
        amountMinor: plan.priceMinor,
        currency: plan.currency,
        provider: provider.name,
        returnOrigin: origin,
      });
      try {
        const session = await provider.createCheckout({
          orderId: order.id,
          tenantId: tenant.id,
          amountMinor: plan.priceMinor,
          currency: plan.currency,
          description: `${tenant.manifest.name} ${plan.name} (${plan.validityLabel})`,
          customerEmail: payer.email,
          successUrl: `${origin}/#/menu/membership?checkout=done`,
          cancelUrl: `${origin}/#/menu/payment-failed`,
        });
        await orders.setSession(order.id, session.sessionId);
        return { url: session.url };
      } catch (error) {
        await orders.remove(order.id);
        throw unavailable('The payment provider could not be reached. Nothing was charged; please try again.', error);
      }
    },
  };
}
