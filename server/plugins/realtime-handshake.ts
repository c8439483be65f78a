import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ExtendedError, Socket } from 'socket.io';
import type { AuthApi } from '../modules/auth/index.ts';
import type { SocketSlots } from '../realtime/socket-slots.ts';
import type { TenantRegistry } from '../tenants/registry.ts';

/** Who a socket speaks for (its `data`), from the token of its handshake. */
export interface Caller {
  tenantId: string;
  userId: string;
  sessionId: string;
  role: 'User' | 'Staff';
}

export const TOO_MANY_SOCKETS = 'Too many open connections: close one of your other tabs or windows';

function hostOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]) ?? request.headers.host ?? '';
  return host.trim();
}

/** The subject of a user's slots and limits: the same on every process. */
export const userKey = ({ tenantId, userId }: Caller) => `${tenantId}:${userId}`;

interface HandshakeOptions {
  registry: TenantRegistry;
  auth: AuthApi;
  slots: SocketSlots;
  /** Whether X-Forwarded-Host names the host (TRUST_PROXY), as for HTTP requests. */
  trustProxy: boolean;
  log: FastifyBaseLogger;
}

/**
 * The handshake of a ticket-chat socket: an access token of the provider whose host it reaches,
 * of a session still open, and a free slot among the user's (SOCKETS_PER_USER across every
 * process; a full set refuses the newcomer and closes none of the others). Sets `socket.data`.
 */
export function socketHandshake({ registry, auth, slots, trustProxy, log }: HandshakeOptions) {
  return (socket: Socket, next: (error?: ExtendedError) => void) => {
    const tenant = registry.resolveHost(hostOf(socket.request, trustProxy));
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (!tenant || typeof token !== 'string') return next(new Error('unauthorized'));
    auth
      .verifyToken(tenant.id, token)
      .then(async (verified) => {
        if (!verified) return next(new Error('unauthorized'));
        const caller: Caller = { tenantId: verified.tenantId, userId: verified.userId, sessionId: verified.sessionId, role: verified.role };
        // The slot is given back whenever the connection closes, even during this handshake.
        let closed = false;
        const release = () => slots.release(userKey(caller), socket.id);
        socket.conn.once('close', () => {
          closed = true;
          release();
        });
        if (!(await slots.take(userKey(caller), socket.id))) return next(new Error(TOO_MANY_SOCKETS));
        if (closed) {
          release();
          return next(new Error('closed'));
        }
        socket.data = caller;
        next();
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'a socket handshake failed');
        next(new Error('unauthorized'));
      });
  };
}
