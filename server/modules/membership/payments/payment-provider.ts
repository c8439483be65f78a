/**
 * What the membership service needs of a payment provider: start a hosted checkout, and read
 * the provider's signed events. Two implementations: the built-in sandbox (its own page on the
 * tenant's host) and Stripe (the official SDK). Which one runs is configuration (config.ts).
 */
export type ProviderName = 'sandbox' | 'stripe';

export interface CheckoutInput {
  /** Our order's id; the provider carries it back in its events (Stripe: metadata.orderId). */
  orderId: string;
  tenantId: string;
  /** The plan's price in minor units of its currency by ISO 4217's exponent (pence, whole yen); never what the client sent. */
  amountMinor: number;
  /** The plan's currency: ISO 4217, upper case (GBP, USD, JPY). */
  currency: string;
  /** What the learner buys, e.g. "Wardround Standard (3 Months)". */
  description: string;
  customerEmail: string;
  /** Absolute URLs on the tenant's own origin. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's id for the session (stored on the order). */
  sessionId: string;
  /** Where the browser goes to pay: absolute (Stripe) or relative to the tenant's host (sandbox). */
  url: string;
}

/** A provider's event, checked and reduced to what membership acts on. */
export type PaymentEvent =
  | {
      kind: 'paid';
      eventId: string;
      orderId: string;
      /** The provider's payment id (Stripe: the PaymentIntent id), shown as Payment ID. */
      paymentId: string;
      amountMinor: number;
      currency: string;
    }
  | { kind: 'refunded'; eventId: string; paymentId: string }
  | { kind: 'ignored'; eventId: string; type: string };

/** Thrown by parseEvent when the signature is missing or wrong, or the payload is not an event. */
export class InvalidPaymentEvent extends Error {
  override name = 'InvalidPaymentEvent';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Checks the signature over the exact bytes received, then reads the event; throws InvalidPaymentEvent. */
  parseEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}
