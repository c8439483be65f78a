import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import type { AuthApi } from '../modules/auth/index.ts';
import type { TicketsApi } from '../modules/tickets/index.ts';
import { translateMessage } from '../i18n/translate-message.ts';
import type { LimitStore } from '../rate-limit/limit-store.ts';
import { coalescer } from '../realtime/coalescer.ts';
import { rooms, type RealtimeHub } from '../realtime/realtime-hub.ts';
import { sessionSockets } from '../realtime/session-sockets.ts';
import { socketLimits } from '../realtime/socket-limits.ts';
import type { TenantRegistry } from '../tenants/registry.ts';
import { socketHandshake, userKey, type Caller } from './realtime-handshake.ts';

interface RealtimeOptions {
  hub: RealtimeHub;
  registry: TenantRegistry;
  auth: AuthApi;
  tickets: TicketsApi;
  /** Where the per-user limits of client events are counted (shared by every process with Redis). */
  limits: LimitStore;
  /** Whether X-Forwarded-Host names the host (TRUST_PROXY), as for HTTP requests. */
  trustProxy: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A burst of nudges to a room from one user reaches the others as one event at most this often. */
const NUDGE_WINDOW_MS = 1000;
type Ack = (answer: { ok: boolean; message?: string }) => void;

/** The ticket id of an event's payload: the spec's client sends it bare or as { ticketId }. */
function ticketIdOf(payload: unknown): string | undefined {
  const id = typeof payload === 'string' ? payload : typeof payload === 'object' && payload !== null ? (payload as { ticketId?: unknown }).ticketId : undefined;
  return typeof id === 'string' && UUID.test(id) ? id : undefined;
}

/**
 * The ticket chat's socket.io, attached to Fastify's HTTP server at /socket.io. The handshake
 * must carry an access token of the provider whose host it reaches, and finds a free slot among
 * the user's few (SOCKETS_PER_USER, on every process). `login` joins a ticket's room only after
 * the server checks the caller may see that ticket; `sendMessage` is a nudge to the others in a
 * joined room, never content (messages are stored by post-message first), coalesced per room.
 * Both are limited per user, whatever the number of their sockets. A socket is closed when the
 * session that opened it ends. A bad payload is ignored: no event can crash the process. What it
 * says to the client is in the socket's language (realtime-handshake.ts), from the server catalog.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, { hub, registry, auth, tickets, limits, trustProxy }: RealtimeOptions) => {
    const { io, slots } = hub;
    const allows = socketLimits(limits);
    const nudges = coalescer(NUDGE_WINDOW_MS);
    const bySession = sessionSockets<Socket>();
    io.attach(app.server);

    const stopWatching = auth.watchSessionEnds({
      ended: (sessionId) => bySession.end(sessionId),
      mayHaveMissed: () =>
        void bySession
          .recheck((sessionId, socket) => auth.sessionOpen(sessionId, (socket.data as Caller).userId))
          .catch((error: unknown) => app.log.error({ err: error }, 'checking the sessions of open sockets failed')),
    });

    io.use(socketHandshake({ registry, auth, slots, trustProxy, log: app.log }));

    io.on('connection', (socket: Socket) => {
      const caller = socket.data as Caller;
      socket.on('disconnect', () => {
        bySession.remove(caller.sessionId, socket);
        slots.release(userKey(caller), socket.id);
      });
      // The session ended while the handshake checked it.
      if (!bySession.add(caller.sessionId, socket)) return void socket.disconnect(true);
      void socket.join(rooms.user(caller.tenantId, caller.userId));
      if (caller.role === 'Staff') void socket.join(rooms.staff(caller.tenantId));

      socket.on('login', (payload: unknown, ack?: unknown) => {
        const acked: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
        // A refusal's message is written in English and leaves in the socket's language, as an HTTP error's does.
        const answer: Ack = ({ ok, message }) => acked(message === undefined ? { ok } : { ok, message: translateMessage(caller.language, message) });
        const ticketId = ticketIdOf(payload);
        if (!ticketId) return answer({ ok: false, message: 'ticketId: must be a ticket id' });
        allows('joinsPerUser', userKey(caller))
          .then(async (allowed) => {
            if (!allowed) return answer({ ok: false, message: 'Too many requests: try again in a minute' });
            if (!(await tickets.canFollow(caller, ticketId))) return answer({ ok: false, message: 'Ticket not found' });
            void socket.join(rooms.ticket(caller.tenantId, ticketId));
            answer({ ok: true });
          })
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'checking a socket login failed');
            answer({ ok: false, message: 'Could not join the conversation: try again' });
          });
      });

      socket.on('sendMessage', (payload: unknown) => {
        const ticketId = ticketIdOf(payload);
        const room = ticketId && rooms.ticket(caller.tenantId, ticketId);
        if (!room || !socket.rooms.has(room)) return;
        allows('nudgesPerUser', userKey(caller)).then(
          (allowed) => {
            if (!allowed) return;
            // The sender's own tabs are left out, as the sending socket always was.
            nudges.run(`${room}\n${userKey(caller)}`, () =>
              io.to(room).except(rooms.user(caller.tenantId, caller.userId)).emit('receiveMessage', { ticketId: ticketId! }),
            );
          },
          (error: unknown) => app.log.error({ err: error }, 'counting a socket nudge failed'),
        );
      });
    });

    // Open sockets would keep the server from closing: end them first.
    app.addHook('preClose', async () => {
      stopWatching();
      nudges.close();
      io.disconnectSockets(true);
    });
  },
  { name: 'realtime', dependencies: ['tenant'] },
);
