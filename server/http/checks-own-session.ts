import type { OperationHandler, OperationId } from './operation-types.ts';

const CHECKS_OWN_SESSION = Symbol('checksOwnSession');

/**
 * Marks the handler of a bearer operation that checks the caller's session inside its own first
 * statement, before it reads or writes anything else (the hot test-taking calls: one round trip
 * instead of two). Authentication then checks only the token: its signature, expiry and host.
 */
export function checksOwnSession<K extends OperationId>(handler: OperationHandler<K>): OperationHandler<K> {
  return Object.assign(handler, { [CHECKS_OWN_SESSION]: true });
}

export const checksItsOwnSession = (handler: object): boolean => CHECKS_OWN_SESSION in handler;
