import { test as isCommonPassword } from 'fxa-common-password-list';
import { badRequest } from '../../lib/errors.ts';

/**
 * Rules for a new password, checked on the server whatever the client does: the contract
 * enforces 8 to 128 characters; here the most common passwords and the account's own email
 * are refused.
 */
export function assertAcceptablePassword(password: string, email: string, field = 'password'): void {
  const lower = password.toLowerCase();
  if (isCommonPassword(lower) || isCommonPassword(password)) {
    throw badRequest(`${field}: is one of the most common passwords, so choose one that is harder to guess`);
  }
  if (lower === email.toLowerCase() || lower === email.split('@')[0]!.toLowerCase()) {
    throw badRequest(`${field}: must not be your email address`);
  }
}
