import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { unauthorized } from '../../lib/errors.ts';
import { SESSION_ENDED, type SessionsService } from './sessions.ts';
import type { Role } from './tokens.ts';
import { verifiedTokens } from './verified-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set before the handler of every bearer operation. */
    auth: { userId: string; tenantId: string; sessionId: string; role: Role };
  }
}

/**
 * Checks the bearer token of an operation that needs one: signed by us, not expired, issued for
 * THIS host's provider (a token from another provider's host is 401), and its session still
 * open, so signing out or changing the password ends it at once, not in 15 minutes.
 */
export function createAuthenticator(accessKey: Buffer, sessions: SessionsService, clock: Clock) {
  const signedFor = signedCaller(accessKey, clock);
  /**
   * `sessionCheckedByHandler`: the operation's handler checks the session in its own first
   * statement (with `sessionOpenCondition`), before it reads or writes anything else; here only
   * the token is checked.
   *
   * Done at once (undefined) when nothing need be asked: the token alone, or a session this
   * process keeps as open; a promise only when the database must be asked. Throws (or rejects) 401.
   */
  return function authenticate(request: FastifyRequest, sessionCheckedByHandler = false): Promise<void> | undefined {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized('Please sign in to continue.');
    const caller = signedFor(request.tenant.id, token);
    if (!caller) throw unauthorized(SESSION_ENDED);
    const open = sessionCheckedByHandler || sessions.isActive(caller.sessionId, caller.userId);
    if (open === true) {
      request.auth = caller;
      return undefined;
    }
    return open.then((isOpen) => {
      if (!isOpen) throw unauthorized(SESSION_ENDED);
      request.auth = caller;
    });
  };
}

/** Who a token speaks for on `tenantId`'s host, from its signature alone (the session not asked). */
function signedCaller(accessKey: Buffer, clock: Clock) {
  const verified = verifiedTokens(accessKey);
  return (tenantId: string, token: string): FastifyRequest['auth'] | undefined => {
    const claims = verified(token, clock());
    if (!claims || claims.tid !== tenantId) return undefined;
    return { userId: claims.sub, tenantId: claims.tid, sessionId: claims.sid, role: claims.role };
  };
}

/** Who an access token speaks for on `tenantId`'s host, or undefined (for HTTP calls and socket handshakes alike). */
export function tokenVerifier(accessKey: Buffer, sessions: SessionsService, clock: Clock) {
  const signedFor = signedCaller(accessKey, clock);
  return async (tenantId: string, token: string): Promise<FastifyRequest['auth'] | undefined> => {
    const caller = signedFor(tenantId, token);
    if (!caller || !(await sessions.isActive(caller.sessionId, caller.userId))) return undefined;
    return caller;
  };
}
