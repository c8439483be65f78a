import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../../../../tests/support/fake-stripe/fake-stripe.ts';
import { InvalidPaymentEvent, type CheckoutInput, type PaymentProvider } from './payment-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

const secretKey = 'sk_test_fake0123456789abcdefghij';
const webhookSecret = 'whsec_fake0123456789abcdefghij';

let fake: FakeStripe;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey, webhookSecret });
  stripe = stripeProvider({ secretKey, webhookSecret, apiUrl: fake.url });
});
afterAll(() => fake.close());

let orders = 0;
const checkout = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  orderId: `6f1c1f3e-2b7a-4c55-9d3e-${String(++orders).padStart(12, '0')}`,
  tenantId: '0a7e6b1c-5d4f-4e3a-8b2c-1d0e9f8a7b6c',
  amountMinor: 2999,
  currency: 'GBP',
  description: 'Wardround Standard (3 Months)',
  customerEmail: 'learner@example.com',
  successUrl: 'https://acme.example.com/#/menu/membership?checkout=done',
  cancelUrl: 'https://acme.example.com/#/menu/payment-failed',
  ...overrides,
});

/** A completed, paid checkout for a fresh order, and the delivery Stripe would post for it. */
async function paidCheckout() {
  const input = checkout();
  const { sessionId } = await stripe.createCheckout(input);
  const completed = fake.completeSession(sessionId);
  return { input, sessionId, completed, delivery: fake.signedDelivery(completed) };
}

const parse = (delivery: { body: string; headers: Record<string, string | undefined> }) => stripe.parseEvent(Buffer.from(delivery.body), delivery.headers);

describe('stripe provider: checkout', () => {
  it('creates a payment-mode session with exactly the order, price and return urls, and returns its url', async () => {
    const input = checkout();
    const session = await stripe.createCheckout(input);

    expect(session.sessionId).toMatch(/^cs_test_\w+$/);
    expect(session.url).toBe(`${fake.url.origin}/pay/${session.sessionId}`);
    const created = fake.sessions.at(-1)!;
    expect(created.params).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'gbp', unit_amount: '2999', product_data: { name: 'Wardround Standard (3 Months)' } }, quantity: '1' }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      customer_email: 'learner@example.com',
      client_reference_id: input.orderId,
      metadata: { orderId: input.orderId, tenantId: input.tenantId },
      payment_intent_data: { metadata: { orderId: input.orderId, tenantId: input.tenantId } },
    });
    expect(created.idempotencyKey).toBe(`checkout-session:${input.orderId}`);
    expect(created.session).toMatchObject({ object: 'checkout.session', amount_total: 2999, currency: 'gbp', payment_status: 'unpaid', status: 'open' });
  });

  it('asks for one session per order: the same order again gets the first session back', async () => {
    const input = checkout();
    const before = fake.sessions.length;
    const first = await stripe.createCheckout(input);
    const again = await stripe.createCheckout(input);

    expect(again).toEqual(first);
    expect(fake.sessions.length).toBe(before + 1);
    const posts = fake.requests.filter((r) => r.idempotencyKey === `checkout-session:${input.orderId}`);
    expect(posts).toHaveLength(2);
  });

  it('retries a failing Stripe with the same idempotency key, creating one session', async () => {
    const input = checkout();
    const before = fake.sessions.length;
    fake.failNext(1, 500);
    const session = await stripe.createCheckout(input);

    expect(fake.sessions.length).toBe(before + 1);
    expect(fake.sessions.at(-1)!.session.id).toBe(session.sessionId);
    const tries = fake.requests.filter((r) => r.idempotencyKey === `checkout-session:${input.orderId}`);
    expect(tries.map((r) => r.status)).toEqual([500, 200]);
  });

  it('surfaces a wrong API key as Stripe authentication error, without retrying', async () => {
    const wrong = stripeProvider({ secretKey: 'sk_test_wrong0123456789abcdefgh', webhookSecret, apiUrl: fake.url });
    const input = checkout();
    const before = fake.sessions.length;

    await expect(wrong.createCheckout(input)).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: expect.stringContaining('Invalid API Key provided'),
    });
    expect(fake.sessions.length).toBe(before);
    expect(fake.requests.filter((r) => r.idempotencyKey === `checkout-session:${input.orderId}`)).toHaveLength(1);
  });

  it('refuses an amount that is not whole minor units before calling Stripe', async () => {
    const before = fake.requests.length;
    await expect(stripe.createCheckout(checkout({ amountMinor: 29.99 }))).rejects.toThrow(/minor units/);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses an api url that the SDK cannot honour (a path)', () => {
    expect(() => stripeProvider({ secretKey, webhookSecret, apiUrl: new URL('http://127.0.0.1:1/stripe') })).toThrow(/origin/);
  });
});

describe("stripe provider: the plan's currency, in Stripe's units", () => {
  /** Creates and pays a checkout in a currency; returns what Stripe was asked to charge and what the paid event reads back. */
  async function payIn(currency: string, amountMinor: number) {
    const input = checkout({ currency, amountMinor });
    const { sessionId } = await stripe.createCheckout(input);
    const asked = fake.sessions.at(-1)!;
    const event = parse(fake.signedDelivery(fake.completeSession(sessionId)));
    return { asked: asked.params.line_items, total: asked.session.amount_total, event };
  }

  it.each([
    // [currency, our minor units (ISO exponent), Stripe's unit_amount]
    ['USD', 2999, 2999],
    ['JPY', 1999, 1999],
    ['KWD', 1990, 1990],
    ['ISK', 4990, 499_000],
  ])(
    '%s: %i minor units are charged as %i in lower-case currency, and the paid event reads back the same order amount',
    async (currency, amountMinor, stripeAmount) => {
      const { asked, total, event } = await payIn(currency, amountMinor);
      expect(asked).toEqual([
        {
          price_data: { currency: currency.toLowerCase(), unit_amount: String(stripeAmount), product_data: { name: 'Wardround Standard (3 Months)' } },
          quantity: '1',
        },
      ]);
      expect(total).toBe(stripeAmount);
      expect(event).toMatchObject({ kind: 'paid', amountMinor, currency });
    },
  );

  it('refuses, before calling Stripe, a three-decimal amount Stripe cannot charge (last digit not 0), rounding nothing', async () => {
    const before = fake.requests.length;
    await expect(stripe.createCheckout(checkout({ currency: 'KWD', amountMinor: 1999 }))).rejects.toThrow('Stripe charges KWD only in multiples of 0.010');
    expect(fake.requests.length).toBe(before);
  });
});

describe('stripe provider: events', () => {
  it('reads a signed checkout.session.completed as the order paid', async () => {
    const { input, sessionId, completed, delivery } = await paidCheckout();

    expect(parse(delivery)).toEqual({
      kind: 'paid',
      eventId: completed.id,
      orderId: input.orderId,
      paymentId: fake.session(sessionId).payment_intent,
      amountMinor: 2999,
      currency: 'GBP',
    });
  });

  it('falls back to client_reference_id for the order, and reads an expanded payment_intent', async () => {
    const { input, completed } = await paidCheckout();
    const session = completed.data.object as { metadata: object; payment_intent: unknown };
    const paymentId = session.payment_intent as string;
    session.metadata = {};
    session.payment_intent = { id: paymentId, object: 'payment_intent' };

    expect(parse(fake.signedDelivery(completed))).toMatchObject({ kind: 'paid', orderId: input.orderId, paymentId });
  });

  it('acknowledges and ignores a paid session that is not ours (no order id: a Payment Link, another app)', async () => {
    const { completed } = await paidCheckout();
    Object.assign(completed.data.object, { metadata: {}, client_reference_id: null });

    expect(parse(fake.signedDelivery(completed))).toEqual({ kind: 'ignored', eventId: completed.id, type: 'checkout.session.completed' });
  });

  it('ignores a completed session still awaiting a delayed payment, then pays on async_payment_succeeded', async () => {
    const input = checkout();
    const { sessionId } = await stripe.createCheckout(input);
    const completed = fake.completeSession(sessionId, { paymentStatus: 'unpaid' });

    expect(parse(fake.signedDelivery(completed))).toEqual({ kind: 'ignored', eventId: completed.id, type: 'checkout.session.completed' });
    const succeeded = fake.asyncPaymentSucceeded(sessionId);
    expect(parse(fake.signedDelivery(succeeded))).toMatchObject({
      kind: 'paid',
      eventId: succeeded.id,
      orderId: input.orderId,
      amountMinor: 2999,
      currency: 'GBP',
    });
  });

  it('reads a full refund as refunded, and ignores a partial one', async () => {
    const { sessionId } = await paidCheckout();
    const partial = fake.refund(sessionId, { amount: 1000 });
    expect(parse(fake.signedDelivery(partial))).toEqual({ kind: 'ignored', eventId: partial.id, type: 'charge.refunded' });

    const full = fake.refund(sessionId);
    expect(parse(fake.signedDelivery(full))).toEqual({ kind: 'refunded', eventId: full.id, paymentId: fake.session(sessionId).payment_intent });
  });

  it('acknowledges and ignores event types it does not act on', () => {
    const expired = fake.event('customer.created', { id: 'cus_test_1', object: 'customer' });
    expect(parse(fake.signedDelivery(expired))).toEqual({ kind: 'ignored', eventId: expired.id, type: 'customer.created' });
  });

  it('rejects a tampered body', async () => {
    const { delivery } = await paidCheckout();
    const tampered = { ...delivery, body: delivery.body.replace('"amount_total": 2999', '"amount_total": 1') };
    expect(tampered.body).not.toBe(delivery.body);

    expect(() => parse(tampered)).toThrow(InvalidPaymentEvent);
    expect(() => parse(tampered)).toThrow(/No signatures found matching the expected signature/);
  });

  it('rejects a delivery signed with another secret', async () => {
    const { completed } = await paidCheckout();
    expect(() => parse(fake.signedDelivery(completed, { secret: 'whsec_someoneelse0123456789' }))).toThrow(InvalidPaymentEvent);
  });

  it('rejects a delivery older than the SDK tolerance (5 minutes), a replay', async () => {
    const { completed } = await paidCheckout();
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;

    expect(() => parse(fake.signedDelivery(completed, { timestamp: tenMinutesAgo }))).toThrow(/Timestamp outside the tolerance zone/);
    const fourMinutesAgo = Math.floor(Date.now() / 1000) - 240;
    expect(parse(fake.signedDelivery(completed, { timestamp: fourMinutesAgo }))).toMatchObject({ kind: 'paid' });
  });

  it('rejects a missing, empty, repeated or malformed stripe-signature header', async () => {
    const { delivery } = await paidCheckout();
    const body = Buffer.from(delivery.body);
    const signature = delivery.headers['stripe-signature'];

    for (const value of [undefined, '', [signature, signature], 'garbage', 't=1']) {
      expect(() => stripe.parseEvent(body, { 'stripe-signature': value }), String(value)).toThrow(InvalidPaymentEvent);
    }
    expect(() => stripe.parseEvent(body, {})).toThrow('Missing stripe-signature header');
  });

  it('rejects a correctly signed body that is not an event', () => {
    expect(() => parse(fake.signedDelivery('not json'))).toThrow(InvalidPaymentEvent);
    expect(() => parse(fake.signedDelivery('[]'))).toThrow(/no id or type/);
    expect(() => parse(fake.signedDelivery({}))).toThrow(/no id or type/);
    expect(() => parse(fake.signedDelivery({ id: 'evt_1', type: 'checkout.session.completed' }))).toThrow(/no data.object/);
  });
});

describe('the fake Stripe, through the real SDK', () => {
  const sdk = () => new Stripe(secretKey, { host: fake.url.hostname, port: fake.url.port, protocol: 'http', maxNetworkRetries: 0 });

  it('retrieves a session as it stands, and answers 404 for an unknown one', async () => {
    const { sessionId } = await paidCheckout();
    const session = await sdk().checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      id: sessionId,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: expect.stringMatching(/^pi_test_/),
    });
    await expect(sdk().checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('refuses unknown or malformed parameters, and a reused idempotency key with other parameters', async () => {
    const params = {
      mode: 'payment' as const,
      line_items: [{ price_data: { currency: 'gbp', unit_amount: 100, product_data: { name: 'Plan' } }, quantity: 1 }],
    };
    await expect(sdk().checkout.sessions.create({ ...params, customer_creation: 'always' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'customer_creation',
    });
    await expect(sdk().checkout.sessions.create({ ...params, line_items: [{ ...params.line_items[0]!, quantity: 0 }] })).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items[0][quantity]',
    });
    const dinars = { ...params.line_items[0]!, price_data: { ...params.line_items[0]!.price_data, currency: 'kwd', unit_amount: 1999 } };
    await expect(sdk().checkout.sessions.create({ ...params, line_items: [dinars] })).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items[0][price_data][unit_amount]',
    });
    await sdk().checkout.sessions.create(params, { idempotencyKey: 'reused-key' });
    await expect(sdk().checkout.sessions.create({ ...params, customer_email: 'other@example.com' }, { idempotencyKey: 'reused-key' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
  });
});
