import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import type { AuthApi } from '../modules/auth/index.ts';
import type { TicketsApi } from '../modules/tickets/index.ts';
import { rooms, type RealtimeHub } from '../realtime/realtime-hub.ts';
import type { TenantRegistry } from '../tenants/registry.ts';

interface RealtimeOptions {
  hub: RealtimeHub;
  registry: TenantRegistry;
  auth: AuthApi;
  tickets: TicketsApi;
  /** Whether X-Forwarded-Host names the host (TRUST_PROXY), as for HTTP requests. */
  trustProxy: boolean;
}

interface Caller {
  tenantId: string;
  userId: string;
  role: 'User' | 'Staff';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A socket may ask to join at most this many rooms a minute (each is a database lookup). */
const LOGINS_PER_MINUTE = 30;

type Ack = (answer: { ok: boolean; message?: string }) => void;

/** The ticket id of an event's payload: the spec's client sends it bare or as { ticketId }. */
function ticketIdOf(payload: unknown): string | undefined {
  const id = typeof payload === 'string' ? payload : typeof payload === 'object' && payload !== null ? (payload as { ticketId?: unknown }).ticketId : undefined;
  return typeof id === 'string' && UUID.test(id) ? id : undefined;
}

function hostOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]) ?? request.headers.host ?? '';
  return host.trim();
}

/**
 * The ticket chat's socket.io, attached to Fastify's HTTP server at /socket.io. The handshake
 * must carry an access token of the provider whose host it reaches; `login` joins a ticket's room
 * only after the server checks the caller may see that ticket; `sendMessage` is a nudge to the
 * others in a joined room, never content (messages are stored by post-message first). A bad
 * payload is ignored: no event can crash the process.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, { hub, registry, auth, tickets, trustProxy }: RealtimeOptions) => {
    const { io } = hub;
    io.attach(app.server);

    io.use((socket, next) => {
      const tenant = registry.resolveHost(hostOf(socket.request, trustProxy));
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (!tenant || typeof token !== 'string') return next(new Error('unauthorized'));
      auth.verifyToken(tenant.id, token).then(
        (caller) => {
          if (!caller) return next(new Error('unauthorized'));
          socket.data = { tenantId: caller.tenantId, userId: caller.userId, role: caller.role } satisfies Caller;
          next();
        },
        () => next(new Error('unauthorized')),
      );
    });

    io.on('connection', (socket: Socket) => {
      const caller = socket.data as Caller;
      void socket.join(rooms.user(caller.tenantId, caller.userId));
      if (caller.role === 'Staff') void socket.join(rooms.staff(caller.tenantId));
      let logins = 0;
      const window = setInterval(() => (logins = 0), 60_000).unref();
      socket.on('disconnect', () => clearInterval(window));

      socket.on('login', (payload: unknown, ack?: unknown) => {
        const answer: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
        const ticketId = ticketIdOf(payload);
        if (!ticketId) return answer({ ok: false, message: 'ticketId: must be a ticket id' });
        if (++logins > LOGINS_PER_MINUTE) return answer({ ok: false, message: 'Too many requests: try again in a minute' });
        tickets.canFollow(caller, ticketId).then(
          (allowed) => {
            if (!allowed) return answer({ ok: false, message: 'Ticket not found' });
            void socket.join(rooms.ticket(caller.tenantId, ticketId));
            answer({ ok: true });
          },
          (error: unknown) => {
            app.log.error({ err: error }, 'checking a socket login failed');
            answer({ ok: false, message: 'Could not join the conversation: try again' });
          },
        );
      });

      socket.on('sendMessage', (payload: unknown) => {
        const ticketId = ticketIdOf(payload);
        const room = ticketId && rooms.ticket(caller.tenantId, ticketId);
        if (room && socket.rooms.has(room)) socket.to(room).emit('receiveMessage', { ticketId });
      });
    });

    // Open sockets would keep the server from closing: end them first.
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
    });
  },
  { name: 'realtime', dependencies: ['tenant'] },
);
