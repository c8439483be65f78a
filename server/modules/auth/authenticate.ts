import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { unauthorized } from '../../lib/errors.ts';
import { SESSION_ENDED, type SessionsService } from './sessions.ts';
import { readAccessToken, type Role } from './tokens.ts';

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
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized('Please sign in to continue.');
    const claims = readAccessToken(accessKey, token, clock());
    if (!claims || claims.tid !== request.tenant.id) throw unauthorized(SESSION_ENDED);
    if (!(await sessions.isActive(claims.sid, claims.sub))) throw unauthorized(SESSION_ENDED);
    request.auth = { userId: claims.sub, tenantId: claims.tid, sessionId: claims.sid, role: claims.role };
  };
}
