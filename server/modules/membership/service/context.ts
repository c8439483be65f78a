import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { SecretKeys } from '../../../lib/secret-keys.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { FileStore } from '../../../storage/file-store.ts';
import type { TenantRegistry } from '../../../tenants/registry.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** A learner as a payment needs them: for the checkout, the invoice and the receipt. */
export interface Payer {
  /** Full name, as on the invoice. */
  name: string;
  firstName: string;
  email: string;
  /** The account's language, if chosen: the receipt is in it while the provider offers it. */
  language: string | null;
}

/** What the membership rules work with. */
export interface MembershipContext {
  db: Database;
  registry: TenantRegistry;
  clock: Clock;
  keys: SecretKeys;
  files: FileStore;
  mailer: Mailer;
  /** The configured payment provider; undefined when none is (checkout then answers 503). */
  provider: PaymentProvider | undefined;
  /** A production server: checkout returns learners only to https on the provider's own hosts. */
  production: boolean;
  /** Asks auth for a learner's name and email (membership never reads the users table). */
  payer(tenantId: string, userId: string): Promise<Payer | undefined>;
}
