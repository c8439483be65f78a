import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { attempts, reportAnswers, reports } from '../../server/db/schema/attempts.ts';
import { createServices } from '../../server/services.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { largestRssInGroup } from './process-rss.ts';
import { benchTenants, percentile, response, signedUpLearners } from './test-taking.ts';

/** The storm's submits start evenly over this many milliseconds (a cohort whose deadline is the same). */
const SPREAD_MS = 2000;
const QUESTIONS = response.length;
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret!';

export interface DeadlineStorm {
  learners: number;
  processes: number;
  spreadMs: number;
  /** Reports stored for the storm's learners, counted in the database. */
  stored: number;
  /** Every learner has exactly one report with every answer, and no attempt of theirs is left open. */
  exactlyOnce: boolean;
  /** Submits answered with anything but 2xx, or not answered at all. */
  failed: number;
  p99Ms: number;
  totalMs: number;
  /** The largest server process's peak resident memory during the storm. */
  peakRssMb: number | undefined;
}

/** A server process as production runs it (server/main.ts, here without the built web app), once it listens. */
async function startServerProcess(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // Its own process group, so that it and nothing else is stopped at the end.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server on ${port}: not listening after 60 s: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${port} exited (${code}): ${output.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
  child.stdout!.removeAllListeners('data').resume();
  child.stderr!.removeAllListeners('data').resume();
  return child;
}

async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}

/**
 * The deadline storm as a deployment of several processes meets it: `size` learners, each with an
 * open attempt of a 100-question test, submitting within the same 2 s, alternately to two server
 * processes (`ports`) on one fresh PostgreSQL database and one Redis (`redisUrl`, as
 * start:cluster requires). Learners, sessions and attempts are made before the storm; the bench
 * process only sends the submits and reads the database after.
 */
export async function deadlineStormTwoProcesses(databaseUrl: string, redisUrl: string, ports: [number, number], size: number): Promise<DeadlineStorm> {
  const own = await freshPostgres(databaseUrl, 'bench_storm');
  const tenantsDir = benchTenants();
  // Each process's own data folder (its tenant load cache), as on machines of their own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-storm-data-'));
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET,
    TENANTS_DIR: tenantsDir,
    DEFAULT_TENANT: 'bench',
    DATABASE_URL: own.url,
    REDIS_URL: redisUrl,
  };
  // This process makes the learners and their sessions (as sign-up would) on the same database.
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', AUTH_SECRET, TENANTS_DIR: tenantsDir, DEFAULT_TENANT: 'bench' });
  const database = await openDatabase({ url: own.url });
  const servers: ChildProcess[] = [];
  try {
    await migrate(database);
    const registry = await loadRegistry(config, database);
    const services = await createServices(config, undefined);
    const app = await buildApp({ config, database, registry, services });
    const tenantId = registry.bySlug('bench')!.id;
    let ids: string[];
    let tokens: string[];
    try {
      const learners = await signedUpLearners(database, app, tenantId, size);
      ids = learners.map((l) => l.id);
      tokens = learners.map((l) => l.token);
    } finally {
      await app.close();
      await services.close();
    }

    // One after the other: each migrates the database as it starts.
    for (const port of ports) servers.push(await startServerProcess(port, { ...env, DATA_DIR: path.join(dataDir, String(port)) }));
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    const server = (i: number) => bases[i % bases.length]!;
    const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    const listed = (await (await fetch(`${server(0)}/api/test/get-tests?subdomain_reference=${tenantId}`, { headers: headers(tokens[0]!) })).json()) as {
      tests: Array<{ _id: string }>;
    };
    const testId = listed.tests[0]!._id;

    // Each learner opens the test (their attempt starts) on the process they will submit to, twenty at a time.
    let next = 0;
    const open = async () => {
      for (let i = next++; i < size; i = next++) {
        const res = await fetch(`${server(i)}/api/test/get-test/${testId}`, { headers: headers(tokens[i]!) });
        if (!res.ok) throw new Error(`storm: opening the test: ${res.status}`);
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 20 }, open));

    const body = JSON.stringify({ response, timeTaken: 12.35 });
    let peakRssMb: number | undefined;
    const sampler = setInterval(() => {
      for (const child of servers) {
        const rss = largestRssInGroup(child.pid!);
        if (rss !== undefined) peakRssMb = Math.max(peakRssMb ?? 0, rss);
      }
    }, 100);
    const started = performance.now();
    const outcomes = await Promise.all(
      tokens.map(async (token, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i / size) * SPREAD_MS));
        const t0 = performance.now();
        try {
          const res = await fetch(`${server(i)}/api/test/submit-test/${testId}`, { method: 'POST', headers: headers(token), body });
          await res.arrayBuffer();
          return { ms: performance.now() - t0, ok: res.ok };
        } catch {
          return { ms: performance.now() - t0, ok: false };
        }
      }),
    );
    const totalMs = performance.now() - started;
    clearInterval(sampler);

    // Read from the database, not the answers: a report per learner, each with every answer, and no attempt left open.
    const perLearner = await database.db
      .select({ userId: reports.userId, reports: count(reports.id) })
      .from(reports)
      .where(and(eq(reports.testId, testId), inArray(reports.userId, ids)))
      .groupBy(reports.userId);
    const answerCounts = await database.db
      .select({ answers: count(reportAnswers.reportId) })
      .from(reports)
      .leftJoin(reportAnswers, eq(reportAnswers.reportId, reports.id))
      .where(and(eq(reports.testId, testId), inArray(reports.userId, ids)))
      .groupBy(reports.id);
    const [stillOpen] = await database.db
      .select({ open: count() })
      .from(attempts)
      .where(and(inArray(attempts.userId, ids), isNull(attempts.submittedAt)));
    const stored = perLearner.reduce((sum, row) => sum + row.reports, 0);
    const exactlyOnce =
      perLearner.length === size &&
      perLearner.every((row) => row.reports === 1) &&
      answerCounts.every((row) => row.answers === QUESTIONS) &&
      stillOpen!.open === 0;

    return {
      learners: size,
      processes: servers.length,
      spreadMs: SPREAD_MS,
      stored,
      exactlyOnce,
      failed: outcomes.filter((o) => !o.ok).length,
      p99Ms: percentile(
        outcomes.map((o) => o.ms),
        99,
      ),
      totalMs,
      peakRssMb,
    };
  } finally {
    await Promise.all(servers.map(stopServerProcess));
    await database.close();
    await own.drop();
    fs.rmSync(tenantsDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
