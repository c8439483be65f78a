import { createHmac, hkdfSync } from 'node:crypto';

/** Keys for each purpose, derived from AUTH_SECRET, so no purpose can forge another's values. */
export interface SecretKeys {
  accessToken: Buffer;
  resetToken: Buffer;
  oneTimeCode: Buffer;
  /** Signs invoice links handed to their owner. */
  invoiceLink: Buffer;
  /** Signs links to a ticket's picture handed to its learner and the provider's staff. */
  ticketImageLink: Buffer;
  /** Signs the built-in payment sandbox's webhook events. */
  sandboxPayments: Buffer;
  /** Signs the device cookie of a browser that has signed in to an account. */
  deviceCookie: Buffer;
}

export function deriveKeys(secret: string): SecretKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'exam-practice-platform', purpose, 32));
  return {
    accessToken: derive('access-token'),
    resetToken: derive('reset-token'),
    oneTimeCode: derive('one-time-code'),
    invoiceLink: derive('invoice-link'),
    ticketImageLink: derive('ticket-image-link'),
    sandboxPayments: derive('sandbox-payments'),
    deviceCookie: derive('device-cookie'),
  };
}

export function hmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}
