import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { InvalidPaymentEvent, type CheckoutInput, type CheckoutSession, type PaymentEvent, type PaymentProvider } from './payment-provider.ts';

/**
 * The built-in provider for development, tests and demos: no account, no network. Checkout is a
 * page on the tenant's own host (served by the membership routes at the returned url); its Pay
 * button makes a `paid` event with sandboxPaidEvent and feeds it, signed, through the same
 * parseEvent as a webhook, so the sandbox exercises the path Stripe's events take.
 */

export const SANDBOX_SIGNATURE_HEADER = 'x-payment-signature';

export type SandboxEventType = 'checkout.session.completed' | 'charge.refunded';

/** The sandbox's event, as JSON on the wire. */
export interface SandboxEvent {
  id: string;
  type: SandboxEventType;
  data: { orderId: string; paymentId: string; amountMinor: number; currency: string };
}

export interface SandboxPayment {
  orderId: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
}

export interface SandboxProviderOptions {
  /** At least 32 bytes, e.g. derived from AUTH_SECRET for this purpose only. */
  signingKey: Buffer;
  /** The random part of every id; 24 to 64 url-safe characters. Tests may pass a predictable one. */
  newId?: () => string;
}

export type SandboxProvider = PaymentProvider & {
  /** The body and x-payment-signature header of a delivery of `event`. */
  signEvent(event: object): { body: string; signature: string };
};

/** 18 random bytes: 24 base64url characters, 144 bits. */
export const randomSandboxId = (): string => randomBytes(18).toString('base64url');

const ID_PART = /^[A-Za-z0-9_-]{24,64}$/;
const SESSION_ID = /^sbx_[A-Za-z0-9_-]{24,64}$/;
const EVENT_ID = /^evt_sbx_[A-Za-z0-9_-]{24,64}$/;
const PAYMENT_ID = /^pi_sbx_[A-Za-z0-9_-]{24,64}$/;
/** Order ids are ours (UUIDs today); anything printable and short passes. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,100}$/;
const CURRENCY = /^[A-Z]{3}$/;
/** In minor units of any currency (£999,999.99, ¥99,999,999, KWD 99,999.999): far above any plan, far below where minor units lose precision. */
const MAX_AMOUNT_MINOR = 99_999_999;
const MAX_BODY_BYTES = 4096;
const EVENT_TYPES: readonly string[] = ['checkout.session.completed', 'charge.refunded'] satisfies SandboxEventType[];

export function sandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const { signingKey } = options;
  if (signingKey.length < 32) throw new Error('The sandbox signing key must be at least 32 bytes');
  const newId = idMaker(options.newId ?? randomSandboxId);
  const sign = (body: Buffer | string) => createHmac('sha256', signingKey).update(body).digest();

  return {
    name: 'sandbox',

    async createCheckout(_input: CheckoutInput): Promise<CheckoutSession> {
      const sessionId = `sbx_${newId()}`;
      return { sessionId, url: `/checkout/sandbox/${sessionId}` };
    },

    parseEvent(rawBody, headers): PaymentEvent {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      if (Array.isArray(header)) throw new InvalidPaymentEvent(`Repeated ${SANDBOX_SIGNATURE_HEADER} header`);
      if (!header) throw new InvalidPaymentEvent(`Missing ${SANDBOX_SIGNATURE_HEADER} header`);
      if (!/^[0-9a-f]{64}$/i.test(header)) throw new InvalidPaymentEvent(`${SANDBOX_SIGNATURE_HEADER} is not a hex HMAC-SHA256`);
      if (rawBody.length > MAX_BODY_BYTES) throw new InvalidPaymentEvent('Sandbox event is too large');
      if (!timingSafeEqual(Buffer.from(header, 'hex'), sign(rawBody))) throw new InvalidPaymentEvent(`${SANDBOX_SIGNATURE_HEADER} does not match the body`);
      const event = readSandboxEvent(rawBody);
      const { orderId, paymentId, amountMinor, currency } = event.data;
      return event.type === 'checkout.session.completed'
        ? { kind: 'paid', eventId: event.id, orderId, paymentId, amountMinor, currency }
        : { kind: 'refunded', eventId: event.id, paymentId };
    },

    signEvent(event: object) {
      const body = JSON.stringify(event);
      return { body, signature: sign(body).toString('hex') };
    },
  };
}

/** The event the sandbox page's Pay button sends: the order is paid in full, with a new payment id. */
export function sandboxPaidEvent(payment: SandboxPayment, newId: () => string = randomSandboxId): SandboxEvent {
  const id = idMaker(newId);
  return { id: `evt_sbx_${id()}`, type: 'checkout.session.completed', data: { ...payment, paymentId: `pi_sbx_${id()}` } };
}

/** A full refund of an earlier sandbox payment (the paymentId its paid event carried). */
export function sandboxRefundedEvent(payment: SandboxPayment & { paymentId: string }, newId: () => string = randomSandboxId): SandboxEvent {
  return { id: `evt_sbx_${idMaker(newId)()}`, type: 'charge.refunded', data: { ...payment } };
}

function idMaker(newId: () => string): () => string {
  return () => {
    const id = newId();
    if (!ID_PART.test(id)) throw new Error('newId must return 24 to 64 url-safe characters (A-Z a-z 0-9 _ -)');
    return id;
  };
}

/** Exactly the shape sandboxPaidEvent and sandboxRefundedEvent make: nothing missing, nothing extra. */
function readSandboxEvent(rawBody: Buffer): SandboxEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new InvalidPaymentEvent('Sandbox event is not JSON');
  }
  const fail = (what: string): never => {
    throw new InvalidPaymentEvent(`Sandbox event ${what}`);
  };
  if (!isPlainObject(parsed) || !hasExactly(parsed, ['id', 'type', 'data'])) return fail('must be an object with id, type and data only');
  const { id, type, data } = parsed;
  if (typeof id !== 'string' || !EVENT_ID.test(id)) return fail('id is not an evt_sbx_ id');
  if (typeof type !== 'string' || !EVENT_TYPES.includes(type)) return fail(`type must be one of ${EVENT_TYPES.join(', ')}`);
  if (!isPlainObject(data) || !hasExactly(data, ['orderId', 'paymentId', 'amountMinor', 'currency']))
    return fail('data must have orderId, paymentId, amountMinor and currency only');
  const { orderId, paymentId, amountMinor, currency } = data;
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) return fail('orderId is not an order id');
  if (typeof paymentId !== 'string' || !PAYMENT_ID.test(paymentId)) return fail('paymentId is not a pi_sbx_ id');
  if (typeof amountMinor !== 'number' || !Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > MAX_AMOUNT_MINOR)
    return fail('amountMinor is not a positive whole number of minor units');
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return fail('currency is not an upper-case ISO 4217 code');
  return { id, type: type as SandboxEventType, data: { orderId, paymentId, amountMinor, currency } };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasExactly(value: Record<string, unknown>, keys: string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(value, k));
}

/** True when `sessionId` has the sandbox's shape (the checkout page can refuse anything else before a lookup). */
export function isSandboxSessionId(sessionId: string): boolean {
  return SESSION_ID.test(sessionId);
}
