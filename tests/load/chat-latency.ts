import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { users } from '../../server/db/schema/accounts.ts';
import { ticketTopics } from '../../server/db/schema/tickets.ts';
import { createServices } from '../../server/services.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';

export interface ChatLatency {
  label: string;
  /** Staff replies sent at once. */
  inFlight: number;
  sockets: number;
  messages: number;
  p50Ms: number;
  p95Ms: number;
}

// Requests go to 127.0.0.1, which DEFAULT_TENANT maps to Wardround (fetch cannot set Host).
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Its own Redis on a free port (never the shared one), gone when the scenario ends. */
async function startRedis(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) =>
      net
        .connect(port, '127.0.0.1')
        .once('connect', function (this: net.Socket) {
          this.end();
          resolve(true);
        })
        .once('error', () => resolve(false)),
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function startProcess(database: DatabaseHandle, redisUrl: string | undefined) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    DEFAULT_TENANT: 'wardround',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!',
    DATA_DIR: `/tmp/bench-chat-${randomUUID()}`,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const registry = await loadRegistry(config, database);
  // Posting limits are the product's; this measures delivery, so they are lifted here.
  const limits = { counter: () => new RateLimiterMemory({ points: 1e9, duration: 1 }), close: async () => undefined };
  const services = await createServices(config, undefined, { limits });
  const app = await buildApp({ config, database, registry, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, services, registry, origin: `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}` };
}

/**
 * Message latency: from a staff reply's POST to the learner's socket receiving `receiveMessage`,
 * with `count` learners connected (one socket each, each in its ticket's room). Across two
 * processes, learners are connected to one and staff post to the other (socket.io Redis adapter).
 */
export async function chatLatencyScenario(processes: 1 | 2, inFlight: 1 | 10, databaseUrl?: string, count = 200, messages = 400): Promise<ChatLatency> {
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: 'memory://' });
  await migrate(database);
  const redis = processes === 2 ? await startRedis() : undefined;
  const servers = [await startProcess(database, redis?.url)];
  if (processes === 2) servers.push(await startProcess(database, redis!.url));
  const [learnerSide, staffSide] = [servers[0]!, servers.at(-1)!];
  const tenant = learnerSide.registry.bySlug('wardround')!;
  const [topic] = await database.db.select().from(ticketTopics).where(eq(ticketTopics.tenantId, tenant.id)).limit(1);
  const [staff] = await database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'staff')))
    .limit(1);
  const staffToken = (await staffSide.app.modules.auth.startSession({ userId: staff!.id, tenantId: tenant.id, role: 'Staff' })).token;
  const learners = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenantId: tenant.id,
        email: `chat-${randomUUID()}@example.com`,
        firstName: 'Bench',
        lastName: `Learner ${i}`,
        passwordHash: 'x',
        emailVerifiedAt: new Date(),
      })),
    )
    .returning();

  const sockets: Socket[] = [];
  const tickets: string[] = [];
  const waiting = new Map<string, () => void>();
  for (const learner of learners) {
    const { token } = await learnerSide.app.modules.auth.startSession({ userId: learner.id, tenantId: tenant.id, role: 'User' });
    const created = await fetch(`${learnerSide.origin}/api/ticket/create-ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'Bench', description: 'Latency', topic: topic!.id }),
    });
    const ticketId = ((await created.json()) as { ticket: { _id: string } }).ticket._id;
    const socket = io(learnerSide.origin, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
    await socket.emitWithAck('login', { ticketId });
    socket.on('receiveMessage', ({ ticketId: id }: { ticketId: string }) => waiting.get(id)?.());
    sockets.push(socket);
    tickets.push(ticketId);
  }

  const samples: number[] = [];
  const send = async (i: number) => {
    const ticketId = tickets[i % tickets.length]!;
    const started = performance.now();
    const heard = new Promise<void>((resolve) => waiting.set(ticketId, resolve));
    await fetch(`${staffSide.origin}/api/staff/tickets/${ticketId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: `Reply ${i}` }),
    });
    await heard;
    waiting.delete(ticketId);
    samples.push(performance.now() - started);
  };
  // `inFlight` staff replies at a time, each to a different ticket.
  for (let i = 0; i < messages; i += inFlight) await Promise.all(Array.from({ length: inFlight }, (_, j) => send(i + j)));

  sockets.forEach((s) => s.close());
  for (const server of servers) {
    await server.app.close();
    await server.services.close();
  }
  await database.close();
  redis?.stop();
  const sorted = samples.sort((a, b) => a - b);
  return {
    label: processes === 1 ? 'one process' : 'two processes (Redis adapter)',
    inFlight,
    sockets: count,
    messages: samples.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
  };
}
