import { api, unwrap } from '../../../api/client';
import type { JsonBody } from '../../../api/operation-types';

type CheckoutRequest = JsonBody<'createCheckoutSession'>;

/** Starts a checkout for a plan; the answer's `url` is where the browser goes to pay. */
export function createCheckoutSession(body: CheckoutRequest): Promise<{ url: string }> {
  return unwrap(api.POST('/api/payment/create-checkout-session', { body }));
}
