import { io, type Socket } from 'socket.io-client';

/** A socket.io client as a browser on `host` opens one, with the spec's settings; `headers`: more of its handshake's (Accept-Language, Cookie). */
export function openSocket(origin: string, host: string, token: string | undefined, headers: Record<string, string> = {}): Socket {
  return io(origin, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { ...headers, host },
    auth: token === undefined ? {} : { token },
    reconnection: false,
    timeout: 20_000,
    forceNew: true,
  });
}

/** Resolves when connected; rejects with the server's refusal. */
export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

export const login = (socket: Socket, payload: unknown) => socket.timeout(10_000).emitWithAck('login', payload) as Promise<{ ok: boolean; message?: string }>;

/** The next `event` the socket receives. */
export const next = <T = unknown>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

/** Whether the socket connected ('connected') or the message the server refused it with. */
export const outcome = (socket: Socket) =>
  connected(socket).then(
    () => 'connected',
    (error: Error) => error.message,
  );

/** Resolves with the reason when the socket is disconnected ('io server disconnect': by the server). */
export const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
