import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema/accounts.ts';
import { attempts, reports } from './db/schema/attempts.ts';
import { bodyOf, learnerClient, PASSWORD, signUpLearner } from '../tests/faults/learner-client.ts';
import { inBatches } from '../tests/faults/scenario.ts';
import { demoTenantsCopy, startServerProcess, type ServerProcess } from '../tests/faults/server-process.ts';
import { openTest, pickQuiz, progressFor } from '../tests/faults/test-of-choice.ts';
import { startSmtpSink, type SmtpSink } from '../tests/support/smtp-sink.ts';
import { TEMPLATE } from '../tests/support/test-app.ts';
import { createTestDatabase } from '../tests/support/test-database.ts';
import { connected, disconnected, login, next, openSocket } from '../tests/support/ticket-sockets.ts';
import { describeWith } from '../tests/support/describe-with.ts';
import { serviceUrl } from '../tests/support/services.ts';

const SLUG = 'sqe-commons';

/** `npm run tenants:sync` as an operator runs it beside the running servers; resolves with its exit code and output. */
async function tenantsSync(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/tenants.ts'), 'sync'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

/** Polls `read` until `done` holds (bounded: a hang detector, not a clock); returns the last value read. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 300 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('tenants:sync beside a running server on the embedded database', () => {
  let dataDir: string;
  let tenantsDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'several-embedded-'));
    tenantsDir = demoTenantsCopy([SLUG]);
    server = await startServerProcess({ env: { DATA_DIR: dataDir }, tenantsDir });
  });
  afterAll(async () => {
    await server?.dispose();
    for (const dir of [dataDir, tenantsDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stops with a clear message, since the server holds the database, and the server keeps serving', async () => {
    const { code, output } = await tenantsSync({ DATA_DIR: dataDir, DATABASE_URL: '', TENANTS_DIR: tenantsDir });
    expect(code).toBe(1);
    expect(output).toMatch(/The embedded database in .* is in use by another process \(pid \d+\)\. Stop it first, or use another DATA_DIR\./);
    expect(output).toContain('The server syncs every tenant folder when it starts: restart it instead.');
    expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
  });
});

// Two real server processes on one PostgreSQL database and one Redis, as behind a load balancer (CI sets both URLs).
const redisUrl = serviceUrl('redis');
describeWith('postgres', 'redis')('two server processes on one PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sink: SmtpSink;
  let tenantsDir: string;
  let dataDir: string;
  let webDir: string;
  let one: ServerProcess;
  let two: ServerProcess;
  let quiz: string;
  let tenantId: string;
  // Addresses of their own each run: per-address limits live in the shared Redis for a while.
  const first = randomInt(1, 2 ** 20) * 16;
  let made = 0;
  const newLearner = (on: ServerProcess) => signUpLearner(() => on.base, sink, first + made++, 'two-processes');

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    sink = await startSmtpSink();
    tenantsDir = demoTenantsCopy([SLUG]);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'several-shared-')); // uploads: a shared volume
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'several-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      SMTP_URL: sink.url,
      PASSWORD_HASH_COST: '10',
      ATTEMPT_SWEEP_SECONDS: '1',
      LOG_LEVEL: 'info',
    };
    [one, two] = await Promise.all([startServerProcess({ env, tenantsDir }), startServerProcess({ env, tenantsDir })]);
    const manifest = (await (await fetch(`${one.base}/api/tenant/manifest`)).json()) as { subdomainId: string };
    tenantId = manifest.subdomainId;
    const { client } = await newLearner(one);
    quiz = await pickQuiz(client, 3);
  });
  afterAll(async () => {
    await Promise.all([one?.dispose(), two?.dispose()]);
    await sink?.close();
    await database?.close();
    for (const dir of [tenantsDir, dataDir, webDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes a token issued by one on the other, and a sign-out on one ends it on both', async () => {
    const learner = await newLearner(one);
    const onTwo = learnerClient(() => two.base, learner.address, learner.token);
    expect((await onTwo.get('/api/user/get-profile')).status).toBe(200);
    // Two hears of the end from the database's notice, as it reads it: it closes the session's
    // socket when it does, so the socket says when two has heard (the sign-out's answer says
    // only that one has, and that the notice is on its way to every process).
    const socket = openSocket(two.base, '127.0.0.1', learner.token);
    try {
      await connected(socket);
      const closed = disconnected(socket);
      expect((await learner.client.post('/api/auth/logout', { refreshToken: learner.refreshToken })).status).toBe(204);
      expect((await learner.client.get('/api/user/get-profile')).status).toBe(401);
      expect(await closed).toBe('io server disconnect');
      expect((await onTwo.get('/api/user/get-profile')).status).toBe(401);
    } finally {
      socket.close();
    }
  });

  it('shares rate limits: sign-in failures spread over both processes meet 429', async () => {
    const learner = await newLearner(one);
    const at = (server: ServerProcess) => learnerClient(() => server.base, learner.address);
    const signIn = (server: ServerProcess, password: string) => at(server).post('/api/user/login', { email: learner.email, password, host: '127.0.0.1' });
    const statuses = [];
    // Five failures a pair of account and address may have (AUTH_LIMITS): three on one process, two on the other.
    for (const server of [one, two, one, two, one]) statuses.push((await signIn(server, 'Not-The-Password-1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Per process, two would still be allowed: shared, even the right password now waits.
    const refused = await signIn(two, PASSWORD);
    expect(refused.status).toBe(429);
  });

  it('resumes an attempt saved through one process through the other, with its answers and deadline', async () => {
    const learner = await newLearner(one);
    const opened = bodyOf(await learner.client.get(`/api/test/get-test/${quiz}`)) as unknown as {
      test: { questions_reference: Parameters<typeof progressFor>[0] };
      attempt: { deadline: string; startedAt: string };
    };
    const progress = progressFor(opened.test.questions_reference, 1);
    const saved = await learner.client.put(`/api/test/save-progress/${quiz}`, progress);
    expect(saved.status).toBe(200);
    const resumed = await learnerClient(() => two.base, learner.address, learner.token).get(`/api/test/get-test/${quiz}`);
    expect(resumed.status).toBe(200);
    expect(bodyOf(resumed).attempt).toMatchObject({ deadline: opened.attempt.deadline, startedAt: opened.attempt.startedAt, progress });
  });

  it('carries a chat message posted on one process to a socket on the other', async () => {
    const learner = await newLearner(one);
    const topics = bodyOf(await learner.client.get(`/api/topic/get-topics?sub_domain_reference=${tenantId}`)).topics as Array<{ _id: string }>;
    const created = await learner.client.post('/api/ticket/create-ticket', {
      subject: 'Across processes',
      description: 'Posted on one, heard on two',
      topic: topics[0]!._id,
    });
    const ticketId = (bodyOf(created).ticket as { _id: string })._id;
    const socket = openSocket(two.base, '127.0.0.1', learner.token);
    try {
      await connected(socket);
      expect(await login(socket, { ticketId })).toEqual({ ok: true });
      const heard = next(socket, 'receiveMessage');
      expect((await learner.client.patch(`/api/ticket/post-message/${ticketId}`, { message: 'Posted on process one' })).status).toBe(200);
      expect(await heard).toEqual({ ticketId });
    } finally {
      socket.close();
    }
  });

  it('closes each expired attempt once, whichever process sweeps it', async () => {
    const learners = await inBatches([0, 1, 2, 3, 4, 5], 3, (i) => newLearner(i % 2 ? two : one));
    await inBatches(learners, 3, async ({ client }, i) => {
      const questions = await openTest(client, quiz);
      if (i % 2 === 0) expect((await client.put(`/api/test/save-progress/${quiz}`, progressFor(questions, i))).status).toBe(200);
    });
    // Their learners never came back: the deadline passed an hour ago (both processes sweep every second).
    const ids = (
      await database.db
        .select({ id: attempts.id })
        .from(attempts)
        .innerJoin(users, eq(users.id, attempts.userId))
        .where(
          and(
            inArray(
              users.email,
              learners.map((l) => l.email),
            ),
            isNull(attempts.submittedAt),
          ),
        )
    ).map((row) => row.id);
    expect(ids).toHaveLength(6);
    const hourAgo = new Date(Date.now() - 3_600_000);
    await database.db
      .update(attempts)
      .set({ startedAt: new Date(hourAgo.getTime() - 3_600_000), deadlineAt: hourAgo })
      .where(inArray(attempts.id, ids));

    const closed = await eventually(
      () => database.db.select({ attempt: reports.attemptId, closedBy: reports.closedBy }).from(reports).where(inArray(reports.attemptId, ids)),
      (rows) => rows.length === ids.length,
    );
    expect(closed.map((r) => r.attempt).sort()).toEqual([...ids].sort());
    expect(new Set(closed.map((r) => r.closedBy))).toEqual(new Set(['server']));
    // Each process logs how many it closed once its sweep ends (which may be a moment after the
    // last report is stored): together, every attempt exactly once.
    const loggedCounts = async () =>
      [one, two].flatMap((server) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"closed attempts whose time ran out"'))
          // A line still being written has no count yet: it is read on the next try.
          .flatMap((line) => /"closed":(\d+)/.exec(line)?.slice(1).map(Number) ?? []),
      );
    const reported = await eventually(loggedCounts, (counts) => counts.reduce((sum, n) => sum + n, 0) >= ids.length);
    expect(reported.reduce((sum, n) => sum + n, 0)).toBe(ids.length);
  });

  it('reaches both processes with tenants:sync on the running deployment: the next page and manifest show the new brand', async () => {
    const manifestFile = path.join(tenantsDir, SLUG, 'tenant.yaml');
    const name = `SQE Commons Renamed ${first}`;
    fs.writeFileSync(
      manifestFile,
      fs.readFileSync(manifestFile, 'utf8').replace('name: SQE Commons', `name: ${name}`).replace("primary: '#5a24b4'", "primary: '#4a1d96'"),
    );
    const synced = await tenantsSync({ DATABASE_URL: database.url, TENANTS_DIR: tenantsDir, DATA_DIR: dataDir });
    expect(synced.code, synced.output).toBe(0);
    expect(synced.output).toContain('running server processes reload them now');

    for (const server of [one, two]) {
      const manifest = await eventually(
        async () => (await (await fetch(`${server.base}/api/tenant/manifest`)).json()) as { name: string },
        (m) => m.name === name,
      );
      expect(manifest.name).toBe(name);
      const page = await fetch(`${server.base}/`);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const html = await page.text();
      expect(html).toContain(`<title>${name}</title>`);
      expect(html).toContain('--color-brand-primary:#4a1d96;');
      expect(server.output()).toContain('"msg":"tenants reloaded"');
    }
  });
});
