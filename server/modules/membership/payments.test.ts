import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, plans, subscriptions, transactions } from '../../db/schema/membership.ts';
import { learner } from '../../../tests/support/learners.ts';
import { checkoutBody, planOf, type PlanRow } from '../../../tests/support/membership.ts';
import { readPdf } from '../../../tests/support/read-pdf.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { sandboxPaidEvent, sandboxProvider, sandboxRefundedEvent } from './payments/sandbox-provider.ts';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';
const DAY = 86_400_000;

describeEachDatabase('membership and payments with the built-in sandbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  type Me = Awaited<ReturnType<typeof learner>>;
  const as = (me: Me, host = ALPHA) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${me.token}` } }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { host, authorization: `Bearer ${me.token}` } }),
  });
  const planIn = (slug: string, key = 'monthly') => planOf(t, t.idOf(slug), key);
  const ordersOf = async (me: Me) => t.database.db.select().from(orders).where(eq(orders.userId, me.id));
  const transactionsOf = async (me: Me) => t.database.db.select().from(transactions).where(eq(transactions.userId, me.id));
  const expiryOf = async (me: Me) => (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id)))[0]?.expiresAt;

  const body = (me: Me, plan: PlanRow, overrides: Record<string, unknown> = {}) => checkoutBody(me, plan, `http://${ALPHA}`, overrides);

  /** Starts a checkout and returns the sandbox page's path. */
  async function startCheckout(me: Me, key = 'monthly', overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await as(me).post('/api/payment/create-checkout-session', body(me, await planIn('alpha', key), overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().url as string;
  }

  /** Presses a button of the sandbox page (pay, decline, cancel) as the learner's browser would. */
  const press = (page: string, choice: 'pay' | 'decline' | 'cancel', host = ALPHA) =>
    t.app.inject({ method: 'POST', url: `${page}/${choice}`, headers: { host, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

  /** Signs events as this server's sandbox does, and delivers them to its webhook (on any host: the order names the provider). */
  const sandbox = () => sandboxProvider({ signingKey: t.services.keys.sandboxPayments });
  const deliver = (body: string, signature?: string, host = ALPHA) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/sandbox',
      headers: { host, 'content-type': 'application/json', ...(signature ? { 'x-payment-signature': signature } : {}) },
      payload: body,
    });
  const deliverSigned = (event: object) => {
    const signed = sandbox().signEvent(event);
    return deliver(signed.body, signed.signature);
  };

  it('checkout charges the plan price on record, and the sandbox page shows it; a price the plan does not have is 409 and records nothing', async () => {
    const me = await learner(t, 'alpha');
    for (const price of [0.01, 19.98, 20]) {
      const stale = await as(me).post('/api/payment/create-checkout-session', body(me, await planIn('alpha'), { price }));
      expect(stale.statusCode, String(price)).toBe(409);
      expect(stale.json()).toEqual({
        message: "This plan's price has changed since the page was loaded, so nothing was charged. Check the current price and try again.",
      });
    }
    expect(await ordersOf(me)).toEqual([]);
    const page = await startCheckout(me, 'monthly');
    expect(page).toMatch(/^\/checkout\/sandbox\/[A-Za-z0-9_-]{24,}$/);
    const [order] = await ordersOf(me);
    expect(order).toMatchObject({ amountMinor: 1999, currency: 'GBP', status: 'pending', provider: 'sandbox' });

    const html = await t.app.inject({ method: 'GET', url: page, headers: { host: ALPHA } });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('alpha Monthly');
    expect(html.body).toContain('£19.99');
    expect(html.body).not.toContain('£0.01');
    // Outside production the page is plainly a test checkout, without the live site's warning.
    expect(html.body).toContain('Test checkout');
    expect(html.body).not.toContain('role="alert"');
    // The page belongs to the order's provider: another provider's host does not show it.
    expect((await t.app.inject({ method: 'GET', url: page, headers: { host: BETA } })).statusCode).toBe(404);
  });

  it('Pay completes the purchase: one transaction, the subscription extended by the validity, tests open, a receipt is mailed', async () => {
    const me = await learner(t, 'alpha');
    const page = await startCheckout(me);
    const now = t.clock.millis();
    const paid = await press(page, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://${ALPHA}/#/menu/membership?checkout=done`);

    const [transaction] = await transactionsOf(me);
    expect(transaction).toMatchObject({ amountMinor: 1999, currency: 'GBP', validityDays: 30, validityLabel: '1 Month', status: 'paid' });
    expect((await expiryOf(me))!.getTime()).toBe(now + 30 * DAY);
    expect((await ordersOf(me))[0]!.status).toBe('paid');

    const statement = (await as(me).get('/api/transaction/get-user-transactions')).json();
    expect(statement.transactions).toHaveLength(1);
    expect(statement.transactions[0]).toMatchObject({
      plan_type: '1 Month',
      validity: 30,
      amount: 19.99,
      amount_minor: 1999,
      currency: 'GBP',
      status: 'paid',
      payment_id: transaction!.paymentId,
    });
    expect(statement.subscription).toEqual({
      plan_type: '1 Month',
      amount: 19.99,
      amount_minor: 1999,
      currency: 'GBP',
      expiry: new Date(now + 30 * DAY).toISOString(),
    });

    const { tests } = (await as(me).get(`/api/test/get-tests?subdomain_reference=${me.tenantId}`)).json();
    expect((await as(me).get(`/api/test/get-test/${tests[0]._id}`)).statusCode).toBe(200);
    expect((await as(me).get('/api/user/get-profile')).body).toContain('"is_active_plan":true');

    await t.services.mailer.idle();
    const receipt = t.services.outbox!.entries(me.tenantId).find((m) => m.subject.includes('receipt'));
    expect(receipt?.text).toContain('£19.99');

    // Paying the same order again changes nothing (the page now says it is complete).
    expect((await press(page, 'pay')).statusCode).toBe(303);
    expect(await transactionsOf(me)).toHaveLength(1);
  });

  it('Cancel and a declined card return to Payment Failed and change nothing', async () => {
    const me = await learner(t, 'alpha');
    for (const choice of ['cancel', 'decline'] as const) {
      const page = await startCheckout(me);
      const back = await press(page, choice);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`http://${ALPHA}/#/menu/payment-failed`);
    }
    expect(await transactionsOf(me)).toEqual([]);
    expect(await expiryOf(me)).toBeUndefined();
    expect((await as(me).get('/api/transaction/get-user-transactions')).json()).toEqual({ transactions: [], subscription: null });
  });

  it('refuses a plan of another provider, a foreign return address, another learner or provider, and records nothing', async () => {
    const me = await learner(t, 'alpha');
    const betaPlan = await planIn('beta');
    const alphaPlan = await planIn('alpha');
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [body(me, betaPlan), 404, /Plan not found/],
      [body(me, alphaPlan, { redirect_url: 'https://evil.example' }), 400, /^fields: redirect_url$/],
      [body(me, alphaPlan, { redirect_url: `http://${BETA}` }), 400, /^fields: redirect_url$/],
      [body(me, alphaPlan, { redirect_url: `http://${ALPHA}/steal?x=1` }), 400, /^fields: redirect_url$/],
      [body(me, alphaPlan, { redirect_url: 'javascript:alert(1)' }), 400, /^fields: redirect_url$/],
      [body(me, alphaPlan, { subdomain: t.idOf('beta') }), 404, /Subdomain not found/],
      [body(me, alphaPlan, { userId: '00000000-0000-4000-8000-000000000000' }), 403, /^fields: userId$/],
      [body(me, alphaPlan, { planId: 'not-a-uuid' }), 400, /^fields: planId$/],
    ];
    for (const [body, status, message] of cases) {
      const response = await as(me).post('/api/payment/create-checkout-session', body);
      // A refused field is named in `fields` (the message says it in words); any other refusal by its message.
      const said = response.json() as { message: string; fields?: Record<string, string> };
      const what = said.fields ? `fields: ${Object.keys(said.fields).join(', ')}` : said.message;
      expect([response.statusCode, what], JSON.stringify(body)).toEqual([status, expect.stringMatching(message)]);
    }
    // A plan withdrawn from sale cannot be bought.
    await t.database.db
      .update(plans)
      .set({ active: false })
      .where(eq(plans.id, (await planIn('alpha', 'yearly')).id));
    expect((await as(me).post('/api/payment/create-checkout-session', body(me, await planIn('alpha', 'yearly')))).statusCode).toBe(404);
    await t.database.db
      .update(plans)
      .set({ active: true })
      .where(eq(plans.id, (await planIn('alpha', 'yearly')).id));
    expect(await ordersOf(me)).toEqual([]);
  });

  it('the older create-order path is the same call', async () => {
    const me = await learner(t, 'alpha');
    const response = await as(me).post('/api/order/create-order', body(me, await planIn('alpha')));
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^\/checkout\/sandbox\//);
  });

  it('a forged, unsigned or tampered event is 400 and changes nothing; a replayed one changes nothing twice', async () => {
    const me = await learner(t, 'alpha');
    await startCheckout(me);
    const [order] = await ordersOf(me);
    const forger = sandboxProvider({ signingKey: Buffer.alloc(32, 7) });
    const event = sandboxPaidEvent({ orderId: order!.id, amountMinor: order!.amountMinor, currency: order!.currency });
    const elsewhere = 'payments.example.net';

    const good = sandbox().signEvent(event);
    expect((await deliver(good.body, undefined, elsewhere)).statusCode).toBe(400);
    expect((await deliver(good.body, forger.signEvent(event).signature, elsewhere)).statusCode).toBe(400);
    expect((await deliver(good.body.replace('1999', '1'), good.signature, elsewhere)).statusCode).toBe(400);
    expect(await transactionsOf(me)).toEqual([]);

    // The webhook is answered on any host: the order says whose payment it is.
    expect((await deliver(good.body, good.signature, elsewhere)).json()).toEqual({ received: true });
    expect((await deliver(good.body, good.signature, elsewhere)).statusCode).toBe(200);
    // Another event completing the same order: still one payment.
    expect((await deliverSigned(sandboxPaidEvent({ orderId: order!.id, amountMinor: order!.amountMinor, currency: order!.currency }))).statusCode).toBe(200);
    expect(await transactionsOf(me)).toHaveLength(1);
    // Only the configured provider has a webhook here.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/webhook/stripe',
          headers: { host: ALPHA, 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
          payload: good.body,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('an event whose amount is not the order price grants nothing', async () => {
    const me = await learner(t, 'alpha');
    await startCheckout(me);
    const [order] = await ordersOf(me);
    const response = await deliverSigned(sandboxPaidEvent({ orderId: order!.id, amountMinor: 1, currency: 'GBP' }));
    expect(response.statusCode).toBe(200);
    expect(await transactionsOf(me)).toEqual([]);
    expect((await ordersOf(me))[0]!.status).toBe('pending');
  });

  it('stacks: two checkouts in flight both pay and each extends once; after expiry a purchase counts from now and tests lock again', async () => {
    const me = await learner(t, 'alpha');
    const first = await startCheckout(me);
    const second = await startCheckout(me, 'yearly');
    const start = t.clock.millis();
    await Promise.all([press(second, 'pay'), press(first, 'pay')]);
    expect(await transactionsOf(me)).toHaveLength(2);
    expect((await expiryOf(me))!.getTime()).toBe(start + (30 + 365) * DAY);

    const { tests } = (await as(me).get(`/api/test/get-tests?subdomain_reference=${me.tenantId}`)).json();
    t.clock.advance((30 + 365) * DAY + DAY);
    me.token = (await t.app.modules.auth.startSession({ userId: me.id, tenantId: me.tenantId, role: 'User' })).token; // a year on: a new session
    expect((await as(me).get(`/api/test/get-test/${tests[0]._id}`)).statusCode).toBe(402);
    expect((await as(me).get('/api/transaction/get-user-transactions')).json().subscription).toBeNull();

    await press(await startCheckout(me), 'pay');
    expect((await expiryOf(me))!.getTime()).toBe(t.clock.millis() + 30 * DAY);
    expect((await as(me).get(`/api/test/get-test/${tests[0]._id}`)).statusCode).toBe(200);
  });

  it('a refund ends the access it bought, also when it arrives before the payment', async () => {
    const me = await learner(t, 'alpha');
    await press(await startCheckout(me), 'pay');
    const [transaction] = await transactionsOf(me);
    const before = (await expiryOf(me))!.getTime();
    expect(
      (await deliverSigned(sandboxRefundedEvent({ orderId: transaction!.orderId!, amountMinor: 1999, currency: 'GBP', paymentId: transaction!.paymentId })))
        .statusCode,
    ).toBe(200);
    expect((await transactionsOf(me))[0]!.status).toBe('refunded');
    expect((await expiryOf(me))!.getTime()).toBe(before - 30 * DAY);
    const statement = (await as(me).get('/api/transaction/get-user-transactions')).json();
    expect(statement.transactions[0].status).toBe('refunded');
    expect(statement.subscription).toBeNull();

    // Out of order: the refund first, then the payment it refunds.
    const other = await learner(t, 'alpha');
    await startCheckout(other);
    const [order] = await ordersOf(other);
    const payment = sandboxPaidEvent({ orderId: order!.id, amountMinor: order!.amountMinor, currency: order!.currency });
    await deliverSigned(sandboxRefundedEvent(payment.data));
    await deliverSigned(payment);
    expect((await transactionsOf(other))[0]!.status).toBe('refunded');
    expect(await expiryOf(other)).toBeUndefined();
  });

  it('invoices: numbered per provider, with the learner and the payment on them, served only through the owner’s signed link on its own host', async () => {
    const me = await learner(t, 'alpha');
    await press(await startCheckout(me), 'pay');
    const [row] = (await as(me).get('/api/transaction/get-user-transactions')).json().transactions;
    expect(row.invoice_number).toMatch(/^INV-\d{6}$/);
    expect(row.invoice_url).toMatch(/^\/api\/transaction\/invoice\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);

    const pdf = await t.app.inject({ method: 'GET', url: row.invoice_url, headers: { host: ALPHA } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(pdf.rawPayload);
    for (const part of [row.invoice_number, 'Alpha Academy', 'help@alpha.example.com', 'Test Learner', 'alpha Monthly', '£19.99', row.payment_id])
      expect(text).toContain(part);

    // Another provider's host, a tampered or expired link: the same 404.
    expect((await t.app.inject({ method: 'GET', url: row.invoice_url, headers: { host: BETA } })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: row.invoice_url.replace(/signature=[^&]+/, 'signature=forged'), headers: { host: ALPHA } })).statusCode,
    ).toBe(404);
    const someoneElse = await learner(t, 'alpha');
    await press(await startCheckout(someoneElse), 'pay');
    const [theirs] = (await as(someoneElse).get('/api/transaction/get-user-transactions')).json().transactions;
    expect(Number(theirs.invoice_number.slice(4))).toBe(Number(row.invoice_number.slice(4)) + 1);
    const mixed = row.invoice_url.replace(row._id, theirs._id);
    expect((await t.app.inject({ method: 'GET', url: mixed, headers: { host: ALPHA } })).statusCode).toBe(404);
    t.clock.advance(2 * 60 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: row.invoice_url, headers: { host: ALPHA } })).statusCode).toBe(404);
  });

  it('a learner sees only their own transactions, newest first', async () => {
    const me = await learner(t, 'alpha');
    const other = await learner(t, 'alpha');
    await press(await startCheckout(other), 'pay');
    await press(await startCheckout(me, 'yearly'), 'pay');
    t.clock.advance(1000);
    await press(await startCheckout(me), 'pay');
    const mine = (await as(me).get('/api/transaction/get-user-transactions')).json().transactions;
    expect(mine.map((x: { plan_type: string }) => x.plan_type)).toEqual(['1 Month', '12 Months']);
  });
});

describe('a production server without Stripe keys', () => {
  it('answers checkout with 503 and records nothing', async () => {
    const t = await createTestApp('pglite', { env: { NODE_ENV: 'production', PASSWORD_HASH_COST: '15' } });
    try {
      const me = await learner(t, 'alpha');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payment/create-checkout-session',
        headers: { host: ALPHA, authorization: `Bearer ${me.token}` },
        payload: checkoutBody(me, await planOf(t, me.tenantId), `http://${ALPHA}`),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/Payments are not available/);
      expect(await t.database.db.select().from(orders)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/checkout/sandbox/sbx_aaaaaaaaaaaaaaaaaaaaaaaa', headers: { host: ALPHA } })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
