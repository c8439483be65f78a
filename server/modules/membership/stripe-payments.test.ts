import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, subscriptions, transactions } from '../../db/schema/membership.ts';
import { startFakeStripe, type FakeStripe } from '../../../tests/support/fake-stripe/fake-stripe.ts';
import { learner } from '../../../tests/support/learners.ts';
import { checkoutBody, planOf } from '../../../tests/support/membership.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

const HOST = 'alpha.localhost';
const secretKey = 'sk_test_platform0123456789abcdef';
const webhookSecret = 'whsec_platform0123456789abcdef';

/** The real Stripe SDK against a local fake of Stripe's API; events signed as Stripe signs them. */
describe('payments through Stripe', () => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey, webhookSecret });
    t = await createTestApp('pglite', {
      env: { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: fake.url.href },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  const checkout = (me: { token: string }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/payment/create-checkout-session', headers: { host: HOST, authorization: `Bearer ${me.token}` }, payload });

  it('creates a Checkout Session for the plan price in the tenant currency, and a signed completion becomes one transaction', async () => {
    const me = await learner(t, 'alpha');
    const plan = await planOf(t, me.tenantId);
    const response = await checkout(me, checkoutBody(me, plan, `http://${HOST}`));
    expect(response.statusCode, response.body).toBe(200);
    const created = fake.sessions.at(-1)!;
    expect(response.json().url).toBe(created.session.url);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, me.id));
    expect(order).toMatchObject({ provider: 'stripe', providerSessionId: created.session.id, amountMinor: plan.priceMinor });
    expect(created.params).toMatchObject({
      mode: 'payment',
      success_url: `http://${HOST}/#/menu/membership?checkout=done`,
      cancel_url: `http://${HOST}/#/menu/payment-failed`,
      client_reference_id: order!.id,
      metadata: { orderId: order!.id, tenantId: me.tenantId },
      line_items: [{ quantity: '1', price_data: { currency: 'gbp', unit_amount: String(plan.priceMinor) } }],
    });

    const completed = fake.completeSession(created.session.id);
    const delivery = fake.signedDelivery(completed);
    const deliver = (body: string, headers: Record<string, string | undefined>) =>
      t.app.inject({ method: 'POST', url: '/api/payment/webhook/stripe', headers: { host: 'hooks.platform.example', ...headers }, payload: body });
    // A body changed after signing, or signed with another secret, is refused.
    expect((await deliver(delivery.body.replace(order!.id, '00000000-0000-4000-8000-000000000000'), delivery.headers)).statusCode).toBe(400);
    const forged = fake.signedDelivery(completed, { secret: 'whsec_someone_else_0123456789' });
    expect((await deliver(forged.body, forged.headers)).statusCode).toBe(400);

    expect((await deliver(delivery.body, delivery.headers)).json()).toEqual({ received: true });
    expect((await deliver(delivery.body, delivery.headers)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountMinor: plan.priceMinor,
      currency: 'GBP',
      paymentId: (completed.data.object as { payment_intent: string }).payment_intent,
      status: 'paid',
    });
    const [subscription] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(subscription!.expiresAt.getTime()).toBe(t.clock.millis() + plan.validityDays * 86_400_000);

    // Stripe's charge.refunded takes the days back.
    const refunded = fake.refund(created.session.id);
    const refund = fake.signedDelivery(refunded);
    expect((await deliver(refund.body, refund.headers)).statusCode).toBe(200);
    expect((await t.database.db.select().from(transactions).where(eq(transactions.userId, me.id)))[0]!.status).toBe('refunded');
  });

  it('when Stripe cannot be reached, the checkout is 503 and leaves no order behind', async () => {
    const me = await learner(t, 'alpha');
    fake.failNext(3, 500);
    const response = await checkout(me, checkoutBody(me, await planOf(t, me.tenantId), `http://${HOST}`));
    expect(response.statusCode).toBe(503);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, me.id))).toEqual([]);
  });
});
