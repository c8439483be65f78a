import type { PaymentsConfig } from '../../../config.ts';
import type { SecretKeys } from '../../../lib/secret-keys.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

/** The payment provider the configuration asks for; undefined when payments are off (production without Stripe keys). */
export function paymentProvider(config: PaymentsConfig, keys: SecretKeys): PaymentProvider | undefined {
  switch (config.provider) {
    case 'stripe':
      return stripeProvider(config);
    case 'sandbox':
      return sandboxProvider({ signingKey: keys.sandboxPayments });
    case 'none':
      return undefined;
  }
}
