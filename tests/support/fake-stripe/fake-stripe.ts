import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { ParamError, readCheckoutParams, type StripeErrorBody } from './checkout-params.ts';
import { decodeForm, FormDecodeError, type FormObject } from './form-body.ts';

/**
 * A local stand-in for api.stripe.com, just big enough for the official SDK: create and retrieve
 * Checkout Sessions, with Stripe's auth, error and idempotency behaviour and its object shapes.
 * Tests drive the rest by hand: mark a session paid, refund it, and deliver the matching event
 * signed as Stripe signs webhooks. No mocked SDK: the product's real client talks HTTP to this.
 */

/** A Checkout Session as the API returns it (the fields this project reads, in Stripe's shape). */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete';
  success_url: string | null;
  url: string | null;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}

/** A snapshot event as Stripe posts it to a webhook endpoint. */
export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: object };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface CreatedSession {
  /** The form body exactly as decoded from the SDK's request (every leaf a string). */
  params: FormObject;
  idempotencyKey: string | undefined;
  /** The live object: completeSession and friends change it. */
  session: FakeCheckoutSession;
  /** The PaymentIntent's metadata (payment_intent_data[metadata]); the PaymentIntent exists once the session completes. */
  paymentIntentMetadata: Record<string, string>;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  status: number;
}

export interface FakeStripeOptions {
  secretKey: string;
  /** Signs deliveries; a random whsec_ secret when not given. */
  webhookSecret?: string;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const now = () => Math.floor(Date.now() / 1000);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomId = (prefix: string, length = 24) => prefix + [...randomBytes(length)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

export async function startFakeStripe(options: FakeStripeOptions) {
  const { secretKey } = options;
  const webhookSecret = options.webhookSecret ?? randomId('whsec_', 32);
  const sessions: CreatedSession[] = [];
  const requests: FakeStripeRequest[] = [];
  const charges = new Map<string, FakeCharge>();
  /** Stripe keeps an idempotent result per account and key: the body sent and the answer given. */
  const idempotent = new Map<string, { body: string; status: number; response: object; requestId: string }>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let base = '';

  const find = (id: string): CreatedSession => {
    const created = sessions.find((s) => s.session.id === id);
    if (!created) throw new Error(`Fake Stripe has no checkout session ${id}`);
    return created;
  };

  const event = (type: string, object: object): FakeStripeEvent => ({
    id: randomId('evt_test_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: object, headers: Record<string, string> = {}) => {
        const requestId = headers['request-id'] ?? randomId('req_', 14);
        requests.push({ method: req.method ?? '', path: req.url ?? '', idempotencyKey: header(req, 'idempotency-key'), status });
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': requestId,
          'stripe-version': header(req, 'stripe-version') ?? Stripe.API_VERSION,
          ...headers,
        });
        res.end(JSON.stringify(body, null, 2));
      };
      const fail = (status: number, error: StripeErrorBody, headers: Record<string, string> = {}) => answer(status, { error }, headers);
      const url = new URL(req.url ?? '/', base);

      if (req.method === 'GET' && url.pathname.startsWith('/pay/')) {
        const created = sessions.find((s) => s.session.url === `${base}${url.pathname}`);
        res.writeHead(created ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          created
            ? `<!doctype html><title>Fake Stripe Checkout</title><h1>Pay ${created.session.amount_total} ${created.session.currency}</h1>`
            : 'No such session',
        );
        return;
      }

      const apiKey = /^Bearer (.+)$/.exec(header(req, 'authorization') ?? '')?.[1];
      if (!apiKey) {
        fail(
          401,
          {
            type: 'invalid_request_error',
            message:
              'You did not provide an API key. You need to provide your API key in the Authorization header, ' +
              "using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          },
          { 'www-authenticate': 'Bearer realm="Stripe"' },
        );
        return;
      }
      if (apiKey !== secretKey) {
        fail(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${redact(apiKey)}` }, { 'www-authenticate': 'Bearer realm="Stripe"' });
        return;
      }
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        fail(failures.status, { type: 'api_error', message: 'Fake Stripe: a failure the test asked for.' });
        return;
      }

      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const key = header(req, 'idempotency-key');
        const stored = key === undefined ? undefined : idempotent.get(`${apiKey}\n${key}`);
        if (stored) {
          if (stored.body !== body) {
            fail(400, {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
                `Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          } else {
            answer(stored.status, stored.response, { 'idempotent-replayed': 'true', 'original-request': stored.requestId });
          }
          return;
        }
        let params: FormObject;
        let checked: ReturnType<typeof readCheckoutParams>;
        try {
          params = decodeForm(body);
          checked = readCheckoutParams(params);
        } catch (error) {
          if (error instanceof ParamError) return fail(400, error.body);
          if (error instanceof FormDecodeError)
            return fail(400, { type: 'invalid_request_error', code: 'parameter_invalid_hash', param: error.param, message: error.message });
          throw error;
        }
        const id = randomId('cs_test_', 58);
        const created = now();
        const session: FakeCheckoutSession = {
          id,
          object: 'checkout.session',
          amount_subtotal: checked.amountTotal,
          amount_total: checked.amountTotal,
          cancel_url: checked.cancelUrl,
          client_reference_id: checked.clientReferenceId,
          created,
          currency: checked.currency,
          customer: null,
          customer_details: null,
          customer_email: checked.customerEmail,
          expires_at: created + 24 * 60 * 60,
          livemode: false,
          metadata: checked.metadata,
          mode: 'payment',
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
          success_url: checked.successUrl,
          url: `${base}/pay/${id}`,
        };
        sessions.push({ params, idempotencyKey: key, session, paymentIntentMetadata: checked.paymentIntentMetadata });
        const requestId = randomId('req_', 14);
        if (key !== undefined) idempotent.set(`${apiKey}\n${key}`, { body, status: 200, response: structuredClone(session), requestId });
        answer(200, session, { 'request-id': requestId });
        return;
      }

      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && retrieve) {
        const id = decodeURIComponent(retrieve[1]!);
        const created = sessions.find((s) => s.session.id === id);
        if (!created)
          return fail(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'session', message: `No such checkout.session: '${id}'` });
        answer(200, created.session);
        return;
      }

      fail(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    /** Pass as STRIPE_API_URL / the provider's apiUrl. */
    url: new URL(base),
    secretKey,
    webhookSecret,
    /** Every session created, oldest first. */
    sessions,
    /** Every API request answered (not the /pay pages), oldest first: retries and replays show here. */
    requests,

    session: (id: string): FakeCheckoutSession => find(id).session,

    /** The next `count` authenticated API requests fail with `status` (default 500): the SDK's retries meet them. */
    failNext(count: number, status = 500): void {
      failures = { count, status };
    },

    /**
     * The learner finished checkout: the session completes with a PaymentIntent, paid (a card) or
     * still unpaid (a delayed method such as a bank debit). Returns checkout.session.completed.
     */
    completeSession(id: string, { paymentStatus = 'paid' }: { paymentStatus?: 'paid' | 'unpaid' } = {}): FakeStripeEvent {
      const { session } = find(id);
      if (session.status !== 'open') throw new Error(`Checkout session ${id} is already ${session.status}`);
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.payment_intent = randomId('pi_test_');
      session.customer_details = { email: session.customer_email };
      return event('checkout.session.completed', session);
    },

    /** A delayed payment of a completed, unpaid session cleared: checkout.session.async_payment_succeeded. */
    asyncPaymentSucceeded(id: string): FakeStripeEvent {
      const { session } = find(id);
      if (session.status !== 'complete' || session.payment_status !== 'unpaid') throw new Error(`Checkout session ${id} is not awaiting a delayed payment`);
      session.payment_status = 'paid';
      return event('checkout.session.async_payment_succeeded', session);
    },

    /** The merchant refunded the session's payment (all of it unless `amount` says less): charge.refunded. */
    refund(id: string, { amount }: { amount?: number } = {}): FakeStripeEvent {
      const { session } = find(id);
      if (session.payment_status !== 'paid' || !session.payment_intent) throw new Error(`Checkout session ${id} is not paid`);
      const charge = charges.get(session.payment_intent) ?? {
        id: randomId('ch_test_'),
        object: 'charge' as const,
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: 0,
        captured: true as const,
        created: now(),
        currency: session.currency,
        livemode: false as const,
        metadata: {},
        paid: true as const,
        payment_intent: session.payment_intent,
        refunded: false,
        status: 'succeeded' as const,
      };
      charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (amount ?? charge.amount));
      charge.refunded = charge.amount_refunded === charge.amount;
      charges.set(session.payment_intent, charge);
      return event('charge.refunded', charge);
    },

    /** Any other event, e.g. one the product should acknowledge and ignore. */
    event,

    /**
     * The HTTP body and headers of a webhook delivery, signed as Stripe signs them
     * (stripe.webhooks.generateTestHeaderString): an event is sent as Stripe formats it, a string
     * as given. `secret` and `timestamp` (seconds) forge bad ones.
     */
    signedDelivery(delivered: object | string, { secret = webhookSecret, timestamp }: { secret?: string; timestamp?: number } = {}) {
      const body = typeof delivered === 'string' ? delivered : JSON.stringify(delivered, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp === undefined ? {} : { timestamp }) });
      return {
        body,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
      };
    },

    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Stripe never echoes a whole key back. */
function redact(key: string): string {
  return key.length <= 12 ? '*'.repeat(key.length) : `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;
}
