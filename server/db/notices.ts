import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener of one channel is told. */
export interface NoticeHandlers {
  /** A notice on the channel (delivered at its sender's commit), with its payload. */
  notice(payload: string): void;
  /**
   * Listening: the first time, or `again` after a loss, when notices sent meanwhile were missed
   * (a listener that keeps state from them must start afresh).
   */
  listening(again: boolean): void;
  /** The connection dropped: no notice arrives until `listening(true)`. */
  lost?(error: unknown, retryInMs: number): void;
}

/** LISTEN/NOTIFY on the database: how server processes on one PostgreSQL tell each other things. */
export interface Notices {
  /** Starts listening on `channel`; resolves to the function that stops. */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => void>;
  close(): Promise<void>;
}

/** The embedded database: its notices come from this process, at each commit. */
export function pgliteNotices(client: PGlite): Notices {
  const stops = new Set<() => Promise<void>>();
  return {
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.notice(payload));
      const stop = () => unlisten().catch(() => undefined);
      stops.add(stop);
      handlers.listening(false);
      return () => {
        stops.delete(stop);
        void stop();
      };
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
      stops.clear();
    },
  };
}

/** Reconnection backoff: the first wait, doubled on each failure up to the last. */
export interface RetryMs {
  first: number;
  max: number;
}

/**
 * PostgreSQL: one dedicated connection per database handle LISTENs on every channel asked for (a
 * pooled connection would lose its LISTENs when returned), opened at the first `listen`. When it
 * drops, every listener is told, and it reconnects with backoff, LISTENs again and tells them.
 */
export function postgresNotices(url: string, retryMs: RetryMs = { first: 500, max: 30_000 }): Notices {
  const channels = new Map<string, Set<NoticeHandlers>>();
  let client: pg.Client | undefined;
  /** The connection being opened (or open): resolves once it listens, or has failed. */
  let opening: Promise<void> | undefined;
  let connected = false;
  /** The LISTEN statement of each channel on the current connection. */
  let listened = new Map<string, Promise<unknown>>();
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  const gone = new WeakSet<pg.Client>();
  const everyone = () => [...channels.values()].flatMap((set) => [...set]);

  const lost = (lostClient: pg.Client, error: unknown) => {
    // 'error', 'end' and a failed connect may all report one loss: handle it once.
    if (gone.has(lostClient)) return;
    gone.add(lostClient);
    lostClient.removeAllListeners();
    lostClient.on('error', () => undefined);
    lostClient.end().catch(() => undefined);
    if (client !== lostClient) return;
    client = undefined;
    connected = false;
    if (closed) return;
    failures += 1;
    const wait = Math.min(retryMs.first * 2 ** (failures - 1), retryMs.max);
    for (const handlers of everyone()) handlers.lost?.(error, wait);
    retry = setTimeout(() => void (opening = connect()), wait);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true, application_name: 'notices' });
    client = next;
    listened = new Map();
    next.on('notification', (message) => {
      for (const handlers of channels.get(message.channel) ?? []) handlers.notice(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the connection ended')));
    try {
      await next.connect();
      for (const channel of channels.keys()) await listenOn(next, channel);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (closed || client !== next) return;
    connected = true;
    const again = failures > 0;
    failures = 0;
    for (const handlers of everyone()) handlers.listening(again);
  }

  /** LISTENs on `channel` once per connection; concurrent callers wait for the same statement. */
  function listenOn(on: pg.Client, channel: string): Promise<unknown> {
    let done = listened.get(channel);
    if (!done) listened.set(channel, (done = on.query(`listen ${quoted(channel)}`)));
    return done;
  }

  return {
    async listen(channel, handlers) {
      if (!channels.has(channel)) channels.set(channel, new Set());
      opening ??= connect();
      await opening;
      // Connected, or failed and retrying (then `listening(true)` comes with the connection).
      // A LISTEN that fails lost its connection: the reconnection LISTENs again and tells.
      const listening =
        connected &&
        (await listenOn(client!, channel).then(
          () => true,
          () => false,
        ));
      const set = channels.get(channel)!;
      set.add(handlers);
      if (listening && connected) handlers.listening(false);
      return () => void set.delete(handlers);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      connected = false;
      if (open) {
        open.removeAllListeners();
        open.on('error', () => undefined);
        await open.end().catch(() => undefined);
      }
    },
  };
}

/** A channel name as an SQL identifier (LISTEN takes no parameters). */
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
