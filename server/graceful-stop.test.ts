import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { users } from './db/schema/accounts.ts';
import { reports } from './db/schema/attempts.ts';
import { bodyOf, signUpLearner, type Outcome } from '../tests/faults/learner-client.ts';
import { inBatches } from '../tests/faults/scenario.ts';
import { startServerProcess, type ServerProcess } from '../tests/faults/server-process.ts';
import { openTest, pickQuiz, submissionFor } from '../tests/faults/test-of-choice.ts';
import { holdRequest } from '../tests/support/held-request.ts';
import { startSmtpSink, type SmtpSink } from '../tests/support/smtp-sink.ts';
import { describeEachDatabase } from '../tests/support/describe-with.ts';
import { createTestDatabase } from '../tests/support/test-database.ts';
import { connected, openSocket } from '../tests/support/ticket-sockets.ts';

const LEARNERS = 10;

/** The answers to `url` until one is not a 200 (bounded: a hang detector, not a clock). */
async function firstNot200(url: string): Promise<Outcome> {
  for (let i = 0; i < 600; i++) {
    const outcome = await fetch(url).then(
      async (response): Promise<Outcome> => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }),
      (error: unknown): Outcome => ({ status: 'network', error: (error as Error).message }),
    );
    if (outcome.status !== 200) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} kept answering 200`);
}

/** Each learner's stored reports, by email. */
async function reportsByEmail(handle: DatabaseHandle, emails: string[]): Promise<Map<string, string[]>> {
  const rows = await handle.db
    .select({ email: users.email, id: reports.id })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(inArray(users.email, emails));
  return new Map(emails.map((email) => [email, rows.filter((row) => row.email === email).map((row) => row.id)]));
}

/**
 * SIGTERM to a real server process while learners submit: it drains (ready 503), serves what it
 * has, stops taking connections, answers every submit still in flight, ends the chat sockets,
 * closes its database and exits 0. Nothing is lost or stored twice.
 */
describeEachDatabase('SIGTERM during submits (%s)', (kind) => {
  let sink: SmtpSink;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let dataDir: string;
  let server: ServerProcess;
  let learners: Array<Awaited<ReturnType<typeof signUpLearner>>>;
  let quiz: string;
  let bodies: Array<ReturnType<typeof submissionFor>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graceful-stop-'));
    server = await startServerProcess({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        SMTP_URL: sink.url,
        PASSWORD_HASH_COST: '10',
        LOG_LEVEL: 'info',
        SHUTDOWN_DELAY_SECONDS: '3',
      },
    });
    learners = await inBatches(
      Array.from({ length: LEARNERS }, (_, i) => i),
      5,
      (i) => signUpLearner(() => server.base, sink, i, `stop-${kind}`),
    );
    quiz = await pickQuiz(learners[0]!.client, 3);
    bodies = await inBatches(learners, 5, async ({ client }, i) => submissionFor(await openTest(client, quiz), i));
  });
  afterAll(async () => {
    await server?.dispose();
    await sink?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers and stores every submit in flight, says it is draining, refuses new requests, ends chat sockets and exits 0', async () => {
    const [held, ...rest] = learners as [(typeof learners)[number], ...typeof learners];
    // One submit is held half-sent, so it is certainly still in flight once the server stops taking connections.
    const hold = await holdRequest(
      `${server.base}/api/test/submit-test/${quiz}`,
      'POST',
      { authorization: `Bearer ${held.token}`, 'x-forwarded-for': held.address },
      bodies[0],
    );
    const chat = openSocket(server.base, '127.0.0.1', held.token);
    await connected(chat);
    const chatEnded = new Promise<string>((resolve) => chat.once('disconnect', resolve));
    const submits = rest.map(({ client }, i) => client.post(`/api/test/submit-test/${quiz}`, bodies[i + 1]));

    server.signal('SIGTERM');
    expect(await firstNot200(`${server.base}/api/ready`)).toEqual({ status: 503, body: { status: 'draining', reason: 'the process is shutting down' } });
    const refused = await firstNot200(`${server.base}/api/health`);
    expect(refused.status === 'network' || refused.status === 503, JSON.stringify(refused)).toBe(true);

    const heldAnswer = await hold.finish();
    expect(heldAnswer.status).toBe(200);
    const answers = await Promise.all(submits);
    expect(answers.map((a) => a.status)).toEqual(rest.map(() => 200));
    expect(await chatEnded).toBe('io server disconnect');
    expect(await server.exited()).toBe(0);
    expect(server.output()).toContain('"msg":"shut down"');

    const told = [heldAnswer.body.reportcard, ...answers.map((a) => bodyOf(a).reportcard)];
    const handle = database ?? (await openDatabase({ dataDir }));
    try {
      const stored = await reportsByEmail(
        handle,
        learners.map((l) => l.email),
      );
      expect(learners.map((l) => stored.get(l.email))).toEqual(told.map((id) => [id]));
    } finally {
      if (!database) await handle.close();
    }
  });
});

describe('a request that never finishes', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graceful-stop-'));
    server = await startServerProcess({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_SECONDS: '1' } });
  });
  afterAll(async () => {
    await server?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is cut after SHUTDOWN_TIMEOUT_SECONDS: the process exits 1 and says why', async () => {
    if (!server) throw new Error('no server');
    const hold = await holdRequest(
      `${server.base}/api/user/login`,
      'POST',
      {},
      { email: 'never@example.com', password: 'Never-Finished-1', host: '127.0.0.1' },
    );
    server.signal('SIGTERM');
    expect(await server.exited()).toBe(1);
    expect(server.output()).toContain('requests still in flight after SHUTDOWN_TIMEOUT_SECONDS');
    await expect(hold.answered).rejects.toThrow();
  });
});
