import { useEffect, useRef } from 'react';
import type { io as createIo, Socket } from 'socket.io-client';
import { renewAccessToken } from './auth-middleware';
import { readSession } from './session';

interface TicketEvent {
  ticketId?: string;
}

interface Listener {
  /** The ticket whose room to join, if any. */
  ticketId: string | undefined;
  /** A message was stored on the joined ticket (someone else's). */
  onMessage?: (ticketId: string) => void;
  /** One of the caller's tickets changed (a reply, a status); for staff, any of the provider's. */
  onTicketsChanged?: (ticketId: string | undefined) => void;
  /** The socket (re)connected: anything missed while away should be refetched. */
  onReconnect?: () => void;
}

let socket: Socket | undefined;
let connecting: Promise<Socket> | undefined;
const listeners = new Set<Listener>();

/**
 * One socket per page, shared by every screen that follows tickets, with the spec's settings:
 * path /socket.io, reconnection on with a 1 to 5 s delay, a 20 s time-out. The handshake carries
 * the access token, read afresh on every attempt.
 */
function sharedSocket(): Promise<Socket> {
  // socket.io-client loads after the screen's first render, in its own chunk.
  connecting ??= import('socket.io-client').then(({ io }) => createSocket(io));
  return connecting;
}

function createSocket(io: typeof createIo): Socket {
  const created = io({
    path: '/socket.io',
    // WebSocket first: one connection that stays with the server process it reached, so any load
    // balancer (and start:cluster's workers) can carry the chat without sticky sessions. Long
    // polling only where a network blocks WebSockets (that fallback needs sticky sessions).
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    timeout: 20_000,
    auth: (send) => send({ token: readSession()?.token }),
  });
  created.on('connect', () => {
    for (const listener of listeners) {
      if (listener.ticketId) created.emit('login', { ticketId: listener.ticketId });
      listener.onReconnect?.();
    }
  });
  // A refused handshake is not retried by socket.io: renew the token and try once more.
  let renewing = false;
  created.on('connect_error', (error) => {
    if (error.message !== 'unauthorized' || renewing || created.active) return;
    renewing = true;
    void renewAccessToken().then((token) => {
      renewing = false;
      if (token && listeners.size > 0) created.connect();
    });
  });
  // The server closes a socket whose session has ended (a sign-out, a password change or reset,
  // perhaps in another tab, a revoked session) and when it stops; socket.io then stays closed.
  // Signed in still, connect again with the stored token: a refused one is renewed once (above),
  // and an ended session renews nothing, so the socket stays closed.
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect' && listeners.size > 0 && readSession()) created.connect();
  });
  created.on('receiveMessage', (event: TicketEvent) => {
    for (const listener of listeners) if (event?.ticketId && event.ticketId === listener.ticketId) listener.onMessage?.(event.ticketId);
  });
  created.on('ticketsChanged', (event: TicketEvent) => {
    for (const listener of listeners) listener.onTicketsChanged?.(event?.ticketId);
  });
  socket = created;
  return created;
}

/**
 * Follows tickets live while the calling screen is shown: joins `ticketId`'s room (the server
 * checks the caller may see it) and calls back on new messages, changed tickets and reconnects.
 * Returns `nudge`, to tell the room after a message was stored (the spec's sendMessage).
 */
export function useTicketSocket({ ticketId, onMessage, onTicketsChanged, onReconnect }: Listener) {
  const callbacks = useRef({ onMessage, onTicketsChanged, onReconnect });
  callbacks.current = { onMessage, onTicketsChanged, onReconnect };

  useEffect(() => {
    if (!readSession()) return;
    const listener: Listener = {
      ticketId,
      onMessage: (id) => callbacks.current.onMessage?.(id),
      onTicketsChanged: (id) => callbacks.current.onTicketsChanged?.(id),
      onReconnect: () => callbacks.current.onReconnect?.(),
    };
    listeners.add(listener);
    void sharedSocket().then((live) => {
      if (!listeners.has(listener)) return;
      if (live.connected && ticketId) live.emit('login', { ticketId });
      else if (!live.connected && !live.active) live.connect();
    });
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) socket?.disconnect();
    };
  }, [ticketId]);

  return {
    nudge: (message: string) => {
      if (ticketId) socket?.emit('sendMessage', { ticketId, message, from: readSession()?.user?._id, subdomain: readSession()?.user?.subdomain });
    },
  };
}
