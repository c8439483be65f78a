import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationSpec } from './openapi-document.ts';

/**
 * Runs before validation for operations that need a bearer token; throws 401 to refuse, and
 * answers undefined when it could decide without waiting. `sessionCheckedByHandler` for handlers
 * marked with `checksOwnSession`.
 */
export type Authenticate = (request: FastifyRequest, sessionCheckedByHandler: boolean) => Promise<void> | undefined;

type Step = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

/**
 * An operation's preValidation hook: the caller is authenticated first (bearer operations only),
 * and only then does `next` run (the kept answer, or validation): a caller without a valid token is
 * refused before anything else, never sent a kept answer nor told what its input got wrong. A callback hook: on every call,
 * and most go on without waiting (a promise only when the session must be asked of the database).
 * A sync throw is Fastify's to answer, as a rejection is.
 */
export function authenticateFirst(op: OperationSpec, ownSession: boolean, authenticate: Authenticate | undefined, next: Step): Step {
  return (request, reply, done) => {
    if (!op.bearer) return next(request, reply, done);
    // Thrown per request, as before: a route registered without an authenticator fails when called.
    if (!authenticate) throw new Error(`${op.operationId} needs a bearer token but no authenticator is configured`);
    const asking = authenticate(request, ownSession);
    if (!asking) return next(request, reply, done);
    asking.then(() => next(request, reply, done)).catch(done);
  };
}
