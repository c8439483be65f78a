import { Server } from 'socket.io';
import { memorySocketSlots, redisSocketSlots, type SocketSlots } from './socket-slots.ts';

/** The events the server sends; clients refetch over HTTP, so no content travels here. */
export interface ServerEvents {
  /** A ticket's messages or status changed (the spec's event): refetch it. */
  receiveMessage(payload: { ticketId: string }): void;
  /** A learner's or the staff's list of tickets changed (new ticket, reply, status): refetch it. */
  ticketsChanged(payload: { ticketId: string }): void;
}

export const rooms = {
  ticket: (tenantId: string, ticketId: string) => `t:${tenantId}:ticket:${ticketId}`,
  user: (tenantId: string, userId: string) => `t:${tenantId}:user:${userId}`,
  staff: (tenantId: string) => `t:${tenantId}:staff`,
};

/**
 * socket.io for the ticket chat, made before the HTTP server exists (plugins/realtime.ts attaches
 * it). With REDIS_URL set, the Redis adapter carries every emit to the sockets of every process,
 * so a learner on one process and staff on another see each other.
 */
export interface RealtimeHub {
  io: Server<Record<string, never>, ServerEvents>;
  /** The sockets each user holds open, counted across every process (Redis with REDIS_URL). */
  slots: SocketSlots;
  toTicket(tenantId: string, ticketId: string): void;
  toUser(tenantId: string, userId: string, ticketId: string): void;
  toStaff(tenantId: string, ticketId: string): void;
  close(): Promise<void>;
}

/** The spec's client settings are the client's; these keep what a client may send small. */
const SERVER_OPTIONS = { path: '/socket.io', serveClient: false, maxHttpBufferSize: 16_384, connectTimeout: 20_000 } as const;

/** Sockets one user may hold open at once: plenty for their tabs and devices, few enough to flood nothing. */
export const SOCKETS_PER_USER = 10;

export async function createRealtimeHub(redisUrl: string | undefined): Promise<RealtimeHub> {
  const io = new Server<Record<string, never>, ServerEvents>(SERVER_OPTIONS);
  let closeRedis = async () => undefined as void;
  let slots = memorySocketSlots(SOCKETS_PER_USER);
  if (redisUrl) {
    // Loaded only when used: the Redis client is a tenth of a second of every start without it.
    const [{ createClient }, { createAdapter }] = await Promise.all([import('redis'), import('@socket.io/redis-adapter')]);
    const pub = createClient({ url: redisUrl, socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) } });
    const sub = pub.duplicate();
    // No offline queue: while Redis is away a handshake's count fails at once and is kept here.
    const counts = pub.duplicate({ disableOfflineQueue: true });
    // All reconnect on their own; while Redis is away, emits reach this process's sockets only.
    for (const client of [pub, sub, counts]) client.on('error', () => undefined);
    await Promise.all([pub.connect(), sub.connect(), counts.connect()]);
    io.adapter(createAdapter(pub, sub, { key: 'exam-practice:socket.io' }));
    slots = redisSocketSlots(counts, { max: SOCKETS_PER_USER });
    closeRedis = async () => {
      slots.close();
      await Promise.all([pub, sub, counts].map((client) => (client.isReady ? client.close() : client.destroy())));
    };
  }
  return {
    io,
    slots,
    toTicket: (tenantId, ticketId) => void io.to(rooms.ticket(tenantId, ticketId)).emit('receiveMessage', { ticketId }),
    toUser: (tenantId, userId, ticketId) => void io.to(rooms.user(tenantId, userId)).emit('ticketsChanged', { ticketId }),
    toStaff: (tenantId, ticketId) => void io.to(rooms.staff(tenantId)).emit('ticketsChanged', { ticketId }),
    async close() {
      io.disconnectSockets(true);
      io.engine?.close();
      await closeRedis();
    },
  };
}
