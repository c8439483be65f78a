import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createServices } from '../../server/services.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { seedReports } from './seed-reports.ts';

/** 100 learners, 1,000 reports of 100 answers: 100,000 answers in the provider; the measured learner has 40 reports (4,000 answers). */
const SIZE = { learners: 100, reports: 1_000, answers: 100, ownReports: 40, spreadDays: 120, batch: 100 };
const QUESTIONS = 40;

export interface CreateTestCall {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/**
 * Create Test for one learner of a provider with 100,000 answers: the options (the pool with the
 * learner's counts per subtopic) and building a 40-question test from every subtopic, each for 5 s
 * on 10 connections after 1 s unmeasured. SQE Commons (Free: no plan needed) on 127.0.0.1.
 */
export async function createTestScenario(databaseUrl?: string): Promise<{ seedMs: number; calls: CreateTestCall[] }> {
  const own = databaseUrl ? await freshPostgres(databaseUrl, 'bench_create_test') : undefined;
  const dataDir = `/tmp/bench-create-test-${randomUUID()}`;
  try {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      DEFAULT_TENANT: 'sqe-commons',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!',
      DATA_DIR: dataDir,
    });
    const database = await openDatabase(own ? { url: own.url } : { dataDir: 'memory://' });
    try {
      await migrate(database);
      const registry = await loadRegistry(config, database);
      const services = await createServices(config, undefined);
      const app = await buildApp({ config, database, registry, services });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
        const tenantId = registry.bySlug('sqe-commons')!.id;
        const started = performance.now();
        const [learner] = await seedReports(database, tenantId, SIZE);
        const seedMs = performance.now() - started;

        const { token } = await app.modules.auth.startSession({ userId: learner!, tenantId, role: 'User' });
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const optionsUrl = `${base}/api/practice/create-test-options`;
        const options = (await (await fetch(optionsUrl, { headers })).json()) as { topics: Array<{ subtopics: Array<{ _id: string }> }> };
        const body = JSON.stringify({
          subtopics: options.topics.flatMap((t) => t.subtopics.map((s) => s._id)),
          questions: 'all',
          count: QUESTIONS,
          mode: 'timed',
        });
        const first = await fetch(`${base}/api/practice/create-test`, { method: 'POST', headers, body });
        if (first.status !== 201) console.log(`  create-test: ${first.status} ${await first.text()}`);

        const calls: CreateTestCall[] = [];
        for (const [label, request] of [
          ['create-test-options', { url: optionsUrl, headers }],
          [`create-test (${QUESTIONS} questions)`, { url: `${base}/api/practice/create-test`, method: 'POST' as const, headers, body }],
        ] as const) {
          await autocannon({ ...request, connections: 10, duration: 1 });
          const result = await autocannon({ ...request, connections: 10, duration: 5 });
          calls.push({ label, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx });
        }
        return { seedMs, calls };
      } finally {
        await app.close();
        await services.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await own?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
