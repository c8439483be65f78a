import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ExtendedError, Socket } from 'socket.io';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { translateMessage } from '../i18n/translate-message.ts';
import type { AuthApi } from '../modules/auth/index.ts';
import type { SocketSlots } from '../realtime/socket-slots.ts';
import { offeredLanguages } from '../tenants/manifest-schema.ts';
import type { Tenant, TenantRegistry } from '../tenants/registry.ts';

/** Who a socket speaks for (its `data`), from the token of its handshake. */
export interface Caller {
  tenantId: string;
  userId: string;
  sessionId: string;
  role: 'User' | 'Staff';
  /** The language of its messages (socketLanguage). */
  language: LanguageCode;
}

export const TOO_MANY_SOCKETS = 'Too many open connections: close one of your other tabs or windows';

function hostOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]) ?? request.headers.host ?? '';
  return host.trim();
}

/**
 * The language a socket's messages are in, among the provider's: its handshake's `lang` cookie
 * (the device's choice), else the account's language, else the handshake's Accept-Language, else
 * the provider's default; as the page picks its own (a browser's handshake carries its own
 * Accept-Language, not the page's, so the account's is read). A provider with one language needs
 * no lookup.
 */
async function socketLanguage(request: IncomingMessage, tenant: Tenant, userId: string, auth: AuthApi): Promise<LanguageCode> {
  const offered = offeredLanguages(tenant.manifest);
  const account = offered.length > 1 ? (await auth.people(tenant.id, [userId])).get(userId)?.language : undefined;
  const { cookie, 'accept-language': acceptLanguage } = request.headers;
  return requestLanguage({ cookie, acceptLanguage, account }, offered, tenant.manifest.locale);
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
 * A full set is refused in the socket's language; `unauthorized` and `closed` are code words
 * the client acts on (it renews its token on `unauthorized`), never shown, so never translated.
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
        const language = await socketLanguage(socket.request, tenant, verified.userId, auth);
        const caller: Caller = { tenantId: verified.tenantId, userId: verified.userId, sessionId: verified.sessionId, role: verified.role, language };
        // The slot is given back whenever the connection closes, even during this handshake.
        let closed = false;
        const release = () => slots.release(userKey(caller), socket.id);
        socket.conn.once('close', () => {
          closed = true;
          release();
        });
        if (!(await slots.take(userKey(caller), socket.id))) return next(new Error(translateMessage(language, TOO_MANY_SOCKETS)));
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
