import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InvalidPaymentEvent, type CheckoutInput } from './payment-provider.ts';
import { isSandboxSessionId, sandboxPaidEvent, sandboxProvider, sandboxRefundedEvent } from './sandbox-provider.ts';

const signingKey = Buffer.alloc(32, 7);
const sandbox = sandboxProvider({ signingKey });

const input: CheckoutInput = {
  orderId: '6f1c1f3e-2b7a-4c55-9d3e-0c1b2a3d4e5f',
  tenantId: '0a7e6b1c-5d4f-4e3a-8b2c-1d0e9f8a7b6c',
  amountMinor: 2999,
  currency: 'GBP',
  description: 'Wardround Standard (3 Months)',
  customerEmail: 'learner@example.com',
  successUrl: 'https://acme.example.com/#/menu/membership?checkout=done',
  cancelUrl: 'https://acme.example.com/#/menu/payment-failed',
};
const payment = { orderId: input.orderId, amountMinor: 2999, currency: 'GBP' };

/** Delivers `event` (or raw JSON) signed by `key`, as the webhook route would hand it over. */
function deliver(event: object | string, key = signingKey) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = createHmac('sha256', key).update(body).digest('hex');
  return sandbox.parseEvent(Buffer.from(body), { 'x-payment-signature': signature });
}

describe('sandbox provider', () => {
  it('starts checkout on its own page of the tenant host, with an unguessable session id', async () => {
    const sessions = await Promise.all(Array.from({ length: 200 }, () => sandbox.createCheckout(input)));

    for (const { sessionId, url } of sessions) {
      expect(sessionId).toMatch(/^sbx_[A-Za-z0-9_-]{24,}$/);
      expect(url).toBe(`/checkout/sandbox/${sessionId}`);
      expect(isSandboxSessionId(sessionId)).toBe(true);
    }
    expect(new Set(sessions.map((s) => s.sessionId)).size).toBe(sessions.length);
    // 24 base64url characters carry 144 random bits: every position varies across sessions.
    const positions = Array.from({ length: 24 }, (_, i) => new Set(sessions.map((s) => s.sessionId[4 + i])).size);
    expect(Math.min(...positions)).toBeGreaterThan(20);
    expect(isSandboxSessionId('sbx_short')).toBe(false);
    expect(isSandboxSessionId('sbx_../../etc/passwd/aaaaaaaaaaaaaaaa')).toBe(false);
  });

  it('takes a predictable id maker for tests, but only url-safe ids of 24+ characters', async () => {
    let n = 0;
    const predictable = sandboxProvider({ signingKey, newId: () => String(++n).padStart(24, '0') });
    expect(await predictable.createCheckout(input)).toEqual({
      sessionId: 'sbx_000000000000000000000001',
      url: '/checkout/sandbox/sbx_000000000000000000000001',
    });

    const short = sandboxProvider({ signingKey, newId: () => 'abc' });
    await expect(short.createCheckout(input)).rejects.toThrow(/24 to 64 url-safe/);
    const slashes = sandboxProvider({ signingKey, newId: () => '../'.repeat(10) });
    await expect(slashes.createCheckout(input)).rejects.toThrow(/url-safe/);
  });

  it('refuses a short signing key', () => {
    expect(() => sandboxProvider({ signingKey: Buffer.alloc(16) })).toThrow(/32 bytes/);
  });

  it('signs its paid event and reads it back as the order paid', () => {
    const event = sandboxPaidEvent(payment);
    expect(event.id).toMatch(/^evt_sbx_[A-Za-z0-9_-]{24,}$/);
    expect(event.data.paymentId).toMatch(/^pi_sbx_[A-Za-z0-9_-]{24,}$/);

    const { body, signature } = sandbox.signEvent(event);
    expect(sandbox.parseEvent(Buffer.from(body), { 'x-payment-signature': signature })).toEqual({
      kind: 'paid',
      eventId: event.id,
      orderId: input.orderId,
      paymentId: event.data.paymentId,
      amountMinor: 2999,
      currency: 'GBP',
    });
  });

  it('reads a refund of that payment as refunded', () => {
    const paid = sandboxPaidEvent(payment);
    const refunded = sandboxRefundedEvent({ ...payment, paymentId: paid.data.paymentId });
    expect(refunded.type).toBe('charge.refunded');
    expect(deliver(refunded)).toEqual({ kind: 'refunded', eventId: refunded.id, paymentId: paid.data.paymentId });
  });

  it('makes a new event and payment id each time', () => {
    const a = sandboxPaidEvent(payment);
    const b = sandboxPaidEvent(payment);
    expect(a.id).not.toBe(b.id);
    expect(a.data.paymentId).not.toBe(b.data.paymentId);
  });

  it('rejects a tampered body, another key, and a missing, repeated or malformed signature', () => {
    const { body, signature } = sandbox.signEvent(sandboxPaidEvent(payment));
    const tampered = Buffer.from(body.replace('2999', '1'));
    const reject = (raw: Buffer, header: string | string[] | undefined) => () => sandbox.parseEvent(raw, { 'x-payment-signature': header });

    expect(reject(tampered, signature)).toThrow(InvalidPaymentEvent);
    expect(reject(tampered, signature)).toThrow(/does not match/);
    expect(() => deliver(body, Buffer.alloc(32, 8))).toThrow(/does not match/);
    expect(reject(Buffer.from(body), undefined)).toThrow(/Missing x-payment-signature/);
    expect(() => sandbox.parseEvent(Buffer.from(body), {})).toThrow(/Missing x-payment-signature/);
    expect(reject(Buffer.from(body), '')).toThrow(InvalidPaymentEvent);
    expect(reject(Buffer.from(body), [signature, signature])).toThrow(InvalidPaymentEvent);
    expect(reject(Buffer.from(body), signature.slice(0, 62))).toThrow(/not a hex/);
    expect(reject(Buffer.from(body), `${signature}00`)).toThrow(/not a hex/);
    expect(reject(Buffer.from(body), 'z'.repeat(64))).toThrow(/not a hex/);
    // Stripe's header on the sandbox route is not a sandbox signature.
    expect(() => sandbox.parseEvent(Buffer.from(body), { 'stripe-signature': `t=1,v1=${signature}` })).toThrow(InvalidPaymentEvent);
  });

  it('accepts only the exact event shape, even when correctly signed', () => {
    const good = sandboxPaidEvent(payment);
    const variants: Array<[string, unknown]> = [
      ['not JSON', '{"id":'],
      ['an array', [good]],
      ['null', null],
      ['an extra top-level field', { ...good, extra: 1 }],
      ['no data', { id: good.id, type: good.type }],
      ['an unknown type', { ...good, type: 'payment_intent.succeeded' }],
      ['a Stripe-style id', { ...good, id: 'evt_1Abc' }],
      ['a short id', { ...good, id: 'evt_sbx_abc' }],
      ['a numeric id', { ...good, id: 42 }],
      ['an extra data field', { ...good, data: { ...good.data, tenantId: 't' } }],
      ['a missing data field', { ...good, data: { orderId: good.data.orderId, paymentId: good.data.paymentId, amountMinor: 2999 } }],
      ['an empty order id', { ...good, data: { ...good.data, orderId: '' } }],
      ['an over-long order id', { ...good, data: { ...good.data, orderId: 'a'.repeat(101) } }],
      ['an order id with spaces', { ...good, data: { ...good.data, orderId: 'a b' } }],
      ['a foreign payment id', { ...good, data: { ...good.data, paymentId: 'pi_3Abc' } }],
      ['a decimal amount', { ...good, data: { ...good.data, amountMinor: 29.99 } }],
      ['a string amount', { ...good, data: { ...good.data, amountMinor: '2999' } }],
      ['a zero amount', { ...good, data: { ...good.data, amountMinor: 0 } }],
      ['a negative amount', { ...good, data: { ...good.data, amountMinor: -1 } }],
      ['a huge amount', { ...good, data: { ...good.data, amountMinor: 1e15 } }],
      ['a lower-case currency', { ...good, data: { ...good.data, currency: 'gbp' } }],
      ['a long currency', { ...good, data: { ...good.data, currency: 'GBPX' } }],
    ];
    for (const [what, event] of variants) {
      expect(() => deliver(typeof event === 'string' ? event : JSON.stringify(event)), what).toThrow(InvalidPaymentEvent);
    }
    expect(() => deliver(JSON.stringify({ ...good, pad: 'x'.repeat(5000) }))).toThrow(/too large/);
    expect(deliver(good)).toMatchObject({ kind: 'paid' });
  });
});
