import Stripe from 'stripe';
import { fromStripeAmount, stripeCurrency, toStripeAmount } from './stripe-amount.ts';
import { InvalidPaymentEvent, type CheckoutInput, type CheckoutSession, type PaymentEvent, type PaymentProvider } from './payment-provider.ts';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** A stand-in for api.stripe.com (tests, a local fake): an http(s) origin without a path. */
  apiUrl?: URL | undefined;
}

/**
 * A learner waits on this call, so a slow Stripe fails in bounded time: each try at most 10 s,
 * and the SDK retries connection errors, 409 and 5xx twice with the same idempotency key.
 */
const TIMEOUT_MS = 10_000;
const MAX_NETWORK_RETRIES = 2;

/** Stripe Checkout in payment mode, through the official SDK; events checked with constructEvent. */
export function stripeProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...(config.apiUrl ? apiAddress(config.apiUrl) : {}),
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
  });

  return {
    name: 'stripe',

    async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw new Error(`Checkout amount must be a positive whole number of minor units, got ${input.amountMinor}`);
      }
      // In Stripe's unit of the plan's currency (whole yen, thousandths of a dinar ending in 0).
      const unitAmount = toStripeAmount(input.amountMinor, input.currency);
      const metadata = { orderId: input.orderId, tenantId: input.tenantId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: {
                currency: stripeCurrency(input.currency),
                unit_amount: unitAmount,
                product_data: { name: input.description },
              },
              quantity: 1,
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          customer_email: input.customerEmail,
          client_reference_id: input.orderId,
          metadata,
          payment_intent_data: { metadata },
        },
        // One order, one session: a retry (ours or the SDK's) gets the first session back.
        { idempotencyKey: `checkout-session:${input.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },

    parseEvent(rawBody, headers): PaymentEvent {
      const signature = headers['stripe-signature'];
      if (Array.isArray(signature)) throw new InvalidPaymentEvent('Repeated stripe-signature header');
      if (!signature) throw new InvalidPaymentEvent('Missing stripe-signature header');
      let event: unknown;
      try {
        // Checks the HMAC over the exact bytes and that the timestamp is within 5 minutes.
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new InvalidPaymentEvent(`Stripe event rejected: ${reason}`);
      }
      return readEvent(event);
    },
  };
}

/** The SDK's host, port and protocol options from a URL; its base path is always /v1/. */
function apiAddress(url: URL): { host: string; port: number; protocol: 'http' | 'https' } {
  const protocol = url.protocol === 'http:' ? 'http' : url.protocol === 'https:' ? 'https' : undefined;
  if (!protocol || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
    throw new Error(`Stripe API url must be an http(s) origin such as http://127.0.0.1:12111, got ${url.href}`);
  }
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  // URL keeps an IPv6 host in brackets; node's http.request wants it bare.
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port, protocol };
}

/** Reduces a verified event to what membership acts on. */
function readEvent(parsed: unknown): PaymentEvent {
  // Signed by Stripe, but its shape is the webhook endpoint's API version, not the SDK's types.
  if (!isRecord(parsed) || !nonEmpty(parsed.id) || !nonEmpty(parsed.type)) {
    throw new InvalidPaymentEvent('Stripe event has no id or type');
  }
  if (!isRecord(parsed.data) || !isRecord(parsed.data.object)) {
    throw new InvalidPaymentEvent(`Stripe event ${String(parsed.id)} has no data.object`);
  }
  const event = parsed as unknown as Stripe.Event;
  const eventId = event.id;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Delayed methods (bank debits) complete the session unpaid; async_payment_succeeded follows.
      if (session.payment_status !== 'paid') return { kind: 'ignored', eventId, type: event.type };
      const orderId = nonEmpty(session.metadata?.orderId) ?? nonEmpty(session.client_reference_id);
      // Not ours: a Payment Link or another app on the same Stripe account. Acknowledged, so
      // Stripe stops redelivering it, and changes nothing.
      if (!orderId) return { kind: 'ignored', eventId, type: event.type };
      const paymentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!nonEmpty(paymentId)) throw new InvalidPaymentEvent(`Paid checkout session ${session.id} has no payment_intent`);
      if (!Number.isSafeInteger(session.amount_total) || typeof session.currency !== 'string') {
        throw new InvalidPaymentEvent(`Paid checkout session ${session.id} has no amount_total or currency`);
      }
      const currency = session.currency.toUpperCase();
      return { kind: 'paid', eventId, orderId, paymentId: paymentId!, amountMinor: fromStripeAmount(session.amount_total!, currency), currency };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      // A partial refund leaves refunded false; a charge without a PaymentIntent is not a Checkout payment.
      if (charge.refunded !== true || !nonEmpty(paymentId)) return { kind: 'ignored', eventId, type: event.type };
      return { kind: 'refunded', eventId, paymentId: paymentId! };
    }
    default:
      return { kind: 'ignored', eventId, type: event.type };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
