import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { stringify } from 'yaml';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { users } from '../../server/db/schema/accounts.ts';
import { reports } from '../../server/db/schema/attempts.ts';
import { createServices } from '../../server/services.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';

const QUESTIONS = 100;
/** Learners in the submit-test measurement, each submitting once: a few seconds of submits. */
const SUBMITTERS = 2000;
/** get-test and its same-bytes reference are measured in this many turns of this many seconds each. */
const GET_TEST_ROUNDS = 9;
const GET_TEST_ROUND_S = 2;
/** Opening takes a fresh learner per request, each prepared beforehand: fewer turns, as each needs its own learners. */
const OPENING_ROUNDS = 5;
/** The deadline storm's auto-submits start within this window. */
const STORM_SPREAD_MS = 2000;

/** A Free-platform tenant (no plan needed) with one 100-question test mixing all three types. */
export function benchTenants(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tenants-'));
  fs.cpSync(path.resolve('tenants/sqe-commons'), path.join(root, 'bench'), { recursive: true });
  const bankDir = path.join(root, 'bench', 'content', 'bank');
  fs.rmSync(bankDir, { recursive: true, force: true });
  fs.mkdirSync(bankDir, { recursive: true });
  const question = (i: number) =>
    i % 5 === 3
      ? {
          key: `b-${i}`,
          type: 'multiple',
          question: `<p>Question ${i}: select all that apply.</p>`,
          options: ['One', 'Two', 'Three', 'Four', 'Five'],
          answers: ['A', 'C'],
          explanation: `<p>Explanation ${i}.</p>`,
        }
      : i % 5 === 4
        ? {
            key: `b-${i}`,
            type: 'sub',
            question: `<p>Question ${i}: true or false?</p>`,
            parts: [
              { statement: 'First', answer: true },
              { statement: 'Second', answer: false },
              { statement: 'Third', answer: true },
            ],
            explanation: `<p>Explanation ${i}.</p>`,
          }
        : {
            key: `b-${i}`,
            type: 'single',
            question: `<p>Question ${i}: which is right?</p>`,
            options: ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'],
            answer: 'B',
            explanation: `<p>Explanation ${i}.</p>`,
          };
  fs.writeFileSync(
    path.join(bankDir, '01-bench.yaml'),
    stringify({
      key: 'bench',
      topic: 'Bench',
      subtopics: [{ key: 'bench-sub', name: 'Bench', questions: Array.from({ length: QUESTIONS }, (_, i) => question(i)) }],
    }),
  );
  fs.writeFileSync(
    path.join(root, 'bench', 'content', 'tests.yaml'),
    stringify([{ key: 'bench-100', name: 'Bench 100', type: 'Quiz', durationMinutes: 120, fromTopics: ['bench'] }]),
  );
  return root;
}

export const response = Array.from({ length: QUESTIONS }, (_, i) => ({
  comment: 'THINK SO',
  flag: i % 10 === 0,
  selected: i % 5 === 4 ? ['true', 'false', null] : i % 5 === 3 ? [0, 2] : [1],
  notes: '',
}));

/** get-test's rate against a bare route sending the same bytes, in the turn just before it (the median turn's). */
export interface GetTestFigures {
  rps: number;
  p99: number;
  /** The size of get-test's answer, which the bare route sends too. */
  bytes: number;
  sameBytesRps: number;
}

/** The deadline storm, in this process (the PGlite one; on PostgreSQL deadline-storm.ts runs it on two processes). */
export interface StormFigures {
  size: number;
  /** The storm's submits start evenly over this many milliseconds. */
  spreadMs: number;
  /** The bench process's peak resident memory during the storm (server and its clients share it). */
  peakRssMb: number;
  stored: number;
  p99: number;
  totalMs: number;
}

export interface TestTakingResults {
  bareRps: number;
  /** A learner opening the test: a fresh learner, so a new attempt, each request. Absent when get-test is not measured. */
  opening?: GetTestFigures;
  /** One learner re-reading the same open attempt, caches warm. Absent when get-test is not measured. */
  resuming?: GetTestFigures;
  submitRps: number;
  submitP99: number;
  /** Absent with a storm of 0. */
  storm?: StormFigures;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One run of `amount` requests, each with the next of `tokens`: its rate timed to the last answer. */
async function runForEach(
  url: string,
  tokens: string[],
  headers: (token: string) => Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
  body?: string,
): Promise<{ rps: number; p99: number; non2xx: number }> {
  let next = 0;
  // With `amount`, autocannon ends its run (and its duration) on its next whole-second sample, so
  // its own rates are counts over whole seconds: timed here, to the last answer, instead.
  const started = performance.now();
  let lastAnswered = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        method,
        connections: 10,
        amount: tokens.length,
        requests: [{ method, setupRequest: (request) => ({ ...request, headers: headers(tokens[next++ % tokens.length]!), body }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', () => (lastAnswered = performance.now()));
  });
  return { rps: result.requests.total / ((lastAnswered - started) / 1000), p99: result.latency.p99, non2xx: result.non2xx };
}

/** The turn with the median ratio of get-test to its same-bytes reference (the turn just before it). */
function medianTurn(rounds: Array<{ sameBytesRps: number; rps: number; p99: number }>, bytes: number): GetTestFigures {
  const sorted = [...rounds].sort((a, b) => a.rps / a.sameBytesRps - b.rps / b.sameBytesRps);
  return { ...sorted[Math.floor(sorted.length / 2)]!, bytes };
}

/**
 * Measured on the embedded database, or PostgreSQL when a URL is given. The deadline storm is
 * `stormSize` learners submitting 100 answers within the same 2 s, in this process (none with 0:
 * on PostgreSQL deadline-storm.ts runs it on two processes). Without `getTest`, only submit-test
 * and the storm (the rate before, submit-before.ts, needs no more).
 */
/**
 * `count` signed-up learners of the tenant, each with a session: made before any measurement, never
 * inside one. In slices: one insert holds at most 65,535 parameters, and the sessions go a few at a time.
 */
export async function signedUpLearners(
  database: DatabaseHandle,
  app: Awaited<ReturnType<typeof buildApp>>,
  tenantId: string,
  count: number,
): Promise<Array<{ id: string; token: string }>> {
  const learners: Array<{ id: string; token: string }> = [];
  for (let from = 0; from < count; from += 1000) {
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, count - from) }, () => ({
          tenantId,
          email: `bench-${randomUUID()}@example.com`,
          firstName: 'B',
          lastName: 'L',
          passwordHash: 'x',
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    learners.push(
      ...(await Promise.all(
        rows.map(async (r) => ({ id: r.id, token: (await app.modules.auth.startSession({ userId: r.id, tenantId, role: 'User' })).token })),
      )),
    );
  }
  return learners;
}

export async function testTakingScenarios(databaseUrl: string | undefined, stormSize: number, getTest = true): Promise<TestTakingResults> {
  const tenantsDir = benchTenants();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!',
    TENANTS_DIR: tenantsDir,
    DEFAULT_TENANT: 'bench',
  });
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: 'memory://' });
  await migrate(database);
  const registry = await loadRegistry(config, database);
  const services = await createServices(config, undefined);
  const app = await buildApp({ config, database, registry, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  // Filled below with learners' get-test answers: the references get-test is measured against.
  const sameBytes = { opening: '', resuming: '' };
  const json = 'application/json; charset=utf-8';
  bare.get('/opening-bytes', async (_request, reply) => reply.type(json).send(sameBytes.opening));
  bare.get('/resuming-bytes', async (_request, reply) => reply.type(json).send(sameBytes.resuming));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const tenantId = registry.bySlug('bench')!.id;

  const learners = async (count: number): Promise<string[]> => (await signedUpLearners(database, app, tenantId, count)).map((l) => l.token);
  const headers = (token: string) => ({ host: 'bench.localhost', authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const listed = (await (await fetch(`${base}/api/test/get-tests?subdomain_reference=${tenantId}`, { headers: headers((await learners(1))[0]!) })).json()) as {
    tests: Array<{ _id: string }>;
  };
  const testId = listed.tests[0]!._id;
  const getTestUrl = `${base}/api/test/get-test/${testId}`;
  /** Each learner opens the test (their attempt starts), ten at a time. */
  const openFor = async (tokens: string[]) => {
    let next = 0;
    const open = async () => {
      for (let i = next++; i < tokens.length; i = next++) await (await fetch(getTestUrl, { headers: headers(tokens[i]!) })).arrayBuffer();
    };
    await Promise.all(Array.from({ length: 10 }, open));
  };

  try {
    const barePort = (bare.server.address() as { port: number }).port;
    const reference = await autocannon({ url: `http://127.0.0.1:${barePort}/`, connections: 10, duration: 5 });
    const sameBytesRun = async (which: keyof typeof sameBytes) =>
      (await autocannon({ url: `http://127.0.0.1:${barePort}/${which}-bytes`, connections: 10, duration: GET_TEST_ROUND_S })).requests.average;
    let opening: GetTestFigures | undefined;
    let resuming: GetTestFigures | undefined;
    if (getTest) {
      // Resuming: one learner re-reading the same open attempt. Both warmed first (the JIT), then
      // measured in turns: this machine's speed drifts over a few seconds, so each get-test run is
      // set against the reference run just before it, and the round with the median ratio is the
      // one reported.
      const [reader] = await learners(1);
      sameBytes.resuming = await (await fetch(getTestUrl, { headers: headers(reader!) })).text();
      const getTestRun = () => autocannon({ url: getTestUrl, headers: headers(reader!), connections: 10, duration: GET_TEST_ROUND_S });
      await sameBytesRun('resuming');
      await getTestRun();
      const rounds: Array<{ sameBytesRps: number; rps: number; p99: number }> = [];
      for (let round = 0; round < GET_TEST_ROUNDS; round++) {
        const sameBytesRps = await sameBytesRun('resuming');
        const run = await getTestRun();
        if (run.non2xx) throw new Error('get-test, resuming: non-2xx answers');
        rounds.push({ sameBytesRps, rps: run.requests.average, p99: run.latency.p99 });
      }
      resuming = medianTurn(rounds, Buffer.byteLength(sameBytes.resuming));

      // Opening: the browser's same call, by a learner who has no attempt yet (one is started, its
      // questions listed and sent). Each request is a learner of its own, signed up beforehand;
      // the warm-up tells how many a turn of about GET_TEST_ROUND_S takes.
      sameBytes.opening = await (await fetch(getTestUrl, { headers: headers((await learners(1))[0]!) })).text();
      await sameBytesRun('opening');
      const warm = await runForEach(getTestUrl, await learners(300), headers);
      const perRound = Math.max(100, Math.round(warm.rps * GET_TEST_ROUND_S));
      const fresh = await learners(perRound * OPENING_ROUNDS);
      const openingRounds: Array<{ sameBytesRps: number; rps: number; p99: number }> = [];
      for (let round = 0; round < OPENING_ROUNDS; round++) {
        const sameBytesRps = await sameBytesRun('opening');
        const run = await runForEach(getTestUrl, fresh.slice(round * perRound, (round + 1) * perRound), headers);
        if (run.non2xx) throw new Error(`get-test, opening: ${run.non2xx} non-2xx answers`);
        openingRounds.push({ sameBytesRps, ...run });
      }
      opening = medianTurn(openingRounds, Buffer.byteLength(sameBytes.opening));
    }

    // Submissions: each learner opens the test, then submits once (a real attempt each time).
    const submitters = await learners(SUBMITTERS);
    await openFor(submitters);
    const body = JSON.stringify({ response, timeTaken: 12.35 });
    const submit = await runForEach(`${base}/api/test/submit-test/${testId}`, submitters, headers, 'POST', body);
    if (submit.non2xx) throw new Error(`submit: ${submit.non2xx} non-2xx`);

    return { bareRps: reference.requests.average, opening, resuming, submitRps: submit.rps, submitP99: submit.p99, storm: await storm() };

    async function storm(): Promise<StormFigures | undefined> {
      if (stormSize === 0) return undefined;
      // The deadline storm: a cohort that started together ends together; their auto-submits land
      // spread over `STORM_SPREAD_MS` (the server-driven deadline keeps them within about a second).
      const burst = await learners(stormSize);
      await openFor(burst);
      // On PostgreSQL the bench tenant (and its test) may hold reports of earlier runs: count the storm's own.
      const reportsOfTest = async () => (await database.db.select({ id: reports.id }).from(reports).where(eq(reports.testId, testId))).length;
      const before = await reportsOfTest();
      let peakRss = process.memoryUsage().rss;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
      const started = performance.now();
      const latencies = await Promise.all(
        burst.map(async (token, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i / burst.length) * STORM_SPREAD_MS));
          const t0 = performance.now();
          const res = await fetch(`${base}/api/test/submit-test/${testId}`, { method: 'POST', headers: headers(token), body });
          if (!res.ok) throw new Error(`storm submit: ${res.status}`);
          await res.arrayBuffer();
          return performance.now() - t0;
        }),
      );
      const totalMs = performance.now() - started;
      clearInterval(sampler);
      return {
        size: burst.length,
        spreadMs: STORM_SPREAD_MS,
        peakRssMb: peakRss / 1024 / 1024,
        stored: (await reportsOfTest()) - before,
        p99: percentile(latencies, 99),
        totalMs,
      };
    }
  } finally {
    await app.close();
    await bare.close();
    await services.close();
    await database.close();
    fs.rmSync(tenantsDir, { recursive: true, force: true });
  }
}
