import { randomUUID } from 'node:crypto';
import type net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { users } from '../../server/db/schema/accounts.ts';
import { ticketTopics } from '../../server/db/schema/tickets.ts';
import { createServices } from '../../server/services.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';
import { freshPostgres } from './fresh-postgres.ts';

export interface Latency {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface SocketFlood {
  /** Nudges one learner's socket sent to a ticket room a staff socket had joined. */
  nudgesSent: number;
  /** The receiveMessage events those nudges became at the staff socket. */
  eventsAtStaff: number;
  socketsOpened: number;
  socketsConnected: number;
  /** The refusals of the sockets that did not connect, by message. */
  socketsRefused: Record<string, number>;
  /** Joins the flooder meant to send (each socket 30), those its connected sockets could send, and those that reached the database. */
  joinsAttempted: number;
  joinsSent: number;
  joinsReachingDatabase: number;
  /** Another learner reading their own ticket list, one request after another. */
  otherLearnerQuiet: Latency;
  otherLearnerDuringNudges: Latency;
  otherLearnerDuringSockets: Latency;
}

const NUDGES = 2000;
const SOCKETS = 150;
const JOINS_PER_SOCKET = 30;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (samples: number[]): Latency => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { requests: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) ?? 0 };
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads `url` one request after another until `done` says so (and at least `least` times). */
async function readWhile(url: string, token: string, done: () => boolean, least: number): Promise<number[]> {
  const samples: number[] = [];
  while (samples.length < least || !done()) {
    const started = performance.now();
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`the other learner's list answered ${answer.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

function openSocket(origin: string, token: string): Socket {
  return io(origin, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true, timeout: 20_000 });
}
/** Call it as the socket is opened: 'connected', or the server's refusal. */
const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });

/**
 * One learner abusing the ticket chat's sockets against a real server, with the product's own
 * limits (in memory; one process), while another learner reads their ticket list: 2,000 nudges
 * to a room a staff socket has joined, then 150 sockets opened with one token, each sending 30
 * room joins. Counts what got through and times the other learner's list, quiet and during each
 * flood. On the embedded database unless `databaseUrl` names a PostgreSQL (a fresh database there).
 */
export async function socketFloodScenario(databaseUrl?: string): Promise<SocketFlood> {
  const fresh = databaseUrl ? await freshPostgres(databaseUrl, 'bench_socket_flood') : undefined;
  const database = await openDatabase(fresh ? { url: fresh.url } : { dataDir: 'memory://' });
  await migrate(database);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    DEFAULT_TENANT: 'wardround',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!',
    DATA_DIR: `/tmp/bench-flood-${randomUUID()}`,
  });
  const registry = await loadRegistry(config, database);
  const services = await createServices(config, undefined);
  const app = await buildApp({ config, database, registry, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // 127.0.0.1 is DEFAULT_TENANT's host (fetch cannot set Host).
  const origin = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  const sockets: Socket[] = [];
  try {
    const tenant = registry.bySlug('wardround')!;
    const [topic] = await database.db.select().from(ticketTopics).where(eq(ticketTopics.tenantId, tenant.id)).limit(1);
    const [staff] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'staff')))
      .limit(1);
    const session = async (userId: string, role: 'User' | 'Staff') => (await app.modules.auth.startSession({ userId, tenantId: tenant.id, role })).token;
    const newLearner = async (name: string) => {
      const [row] = await database.db
        .insert(users)
        .values({
          tenantId: tenant.id,
          email: `flood-${randomUUID()}@example.com`,
          firstName: 'Bench',
          lastName: name,
          passwordHash: 'x',
          emailVerifiedAt: new Date(),
        })
        .returning();
      return session(row!.id, 'User');
    };
    const newTicket = async (token: string) => {
      const created = await fetch(`${origin}/api/ticket/create-ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ subject: 'Flood', description: 'Bench', topic: topic!.id }),
      });
      return ((await created.json()) as { ticket: { _id: string } }).ticket._id;
    };

    const other = await newLearner('Other');
    for (let i = 0; i < 5; i++) await newTicket(other);
    const list = `${origin}/api/ticket/get-all-tickets`;
    await readWhile(list, other, () => true, 50); // warm
    const otherLearnerQuiet = summary(await readWhile(list, other, () => true, 300));

    // 1. Nudges: the flooder's socket and a staff socket in the flooder's ticket room.
    const nudger = await newLearner('Nudger');
    const nudged = await newTicket(nudger);
    const staffToken = await session(staff!.id, 'Staff');
    const [from, to] = [openSocket(origin, nudger), openSocket(origin, staffToken)];
    sockets.push(from, to);
    await Promise.all([outcome(from), outcome(to)]);
    await Promise.all([from.emitWithAck('login', { ticketId: nudged }), to.emitWithAck('login', { ticketId: nudged })]);
    let eventsAtStaff = 0;
    to.on('receiveMessage', () => (eventsAtStaff += 1));
    let nudging = true;
    const duringNudges = readWhile(list, other, () => !nudging, 20);
    for (let i = 0; i < NUDGES; i++) from.emit('sendMessage', { ticketId: nudged, message: `nudge ${i}` });
    await from.emitWithAck('login', { ticketId: nudged }); // the server has handled every nudge before this answer
    await pause(1500); // a burst's last nudge goes out at the end of its window
    nudging = false;
    const otherLearnerDuringNudges = summary(await duringNudges);

    // 2. Sockets and joins: 150 sockets from one token, each sending 30 joins of the learner's own ticket.
    const opener = await newLearner('Opener');
    const own = await newTicket(opener);
    let lookups = 0;
    const canFollow = app.modules.tickets.canFollow;
    app.modules.tickets.canFollow = (...args) => {
      lookups += 1;
      return canFollow(...args);
    };
    let flooding = true;
    const duringSockets = readWhile(list, other, () => !flooding, 20);
    const opened = Array.from({ length: SOCKETS }, () => openSocket(origin, opener));
    sockets.push(...opened);
    const outcomes = await Promise.all(opened.map(outcome));
    const connected = opened.filter((s) => s.connected);
    await Promise.all(connected.flatMap((s) => Array.from({ length: JOINS_PER_SOCKET }, () => s.timeout(20_000).emitWithAck('login', { ticketId: own }))));
    flooding = false;
    const otherLearnerDuringSockets = summary(await duringSockets);
    app.modules.tickets.canFollow = canFollow;

    const socketsRefused: Record<string, number> = {};
    for (const o of outcomes) if (o !== 'connected') socketsRefused[o] = (socketsRefused[o] ?? 0) + 1;
    return {
      nudgesSent: NUDGES,
      eventsAtStaff,
      socketsOpened: SOCKETS,
      socketsConnected: connected.length,
      socketsRefused,
      joinsAttempted: SOCKETS * JOINS_PER_SOCKET,
      joinsSent: connected.length * JOINS_PER_SOCKET,
      joinsReachingDatabase: lookups,
      otherLearnerQuiet,
      otherLearnerDuringNudges,
      otherLearnerDuringSockets,
    };
  } finally {
    sockets.forEach((s) => s.close());
    await app.close();
    await services.close();
    await database.close();
    await fresh?.drop();
  }
}

/** The scenario's figures as `npm run bench` prints them. */
export function floodLines(r: SocketFlood): string[] {
  const latency = (l: Latency) => `p50 ${l.p50Ms.toFixed(1)} ms, p99 ${l.p99Ms.toFixed(1)} ms, max ${l.maxMs.toFixed(1)} ms (${l.requests} requests)`;
  const refused =
    Object.entries(r.socketsRefused)
      .map(([message, n]) => `${n}x '${message}'`)
      .join(', ') || 'none';
  return [
    `  ${r.nudgesSent.toLocaleString('en-GB')} sendMessage from one learner: ${r.eventsAtStaff} receiveMessage at the staff socket in the room`,
    `  ${r.socketsOpened} sockets with one token: ${r.socketsConnected} connected; refused: ${refused}`,
    `  joins (login): ${r.joinsAttempted.toLocaleString('en-GB')} meant, ${r.joinsSent} sent by connected sockets, ` +
      `${r.joinsReachingDatabase} reached the database`,
    `  another learner's ticket list, quiet:           ${latency(r.otherLearnerQuiet)}`,
    `  another learner's ticket list, during nudges:   ${latency(r.otherLearnerDuringNudges)}`,
    `  another learner's ticket list, during sockets:  ${latency(r.otherLearnerDuringSockets)}`,
  ];
}
