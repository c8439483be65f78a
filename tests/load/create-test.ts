import autocannon from 'autocannon';
import { withBenchServer } from './bench-server.ts';
import { seedReports } from './seed-reports.ts';

/** 100 learners, 1,000 reports of 100 answers: 100,000 answers in the provider; the measured learner has 40 reports (4,000 answers). */
const SIZE = { learners: 100, reports: 1_000, answers: 100, ownReports: 40, spreadDays: 120, batch: 100 };
const QUESTIONS = 40;

type Options = { topics: Array<{ subtopics: Array<{ _id: string; counts: { wrong: number } }> }> };

export interface CreateTestCall {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/**
 * Create Test for one learner of a provider with 100,000 answers: the options (the pool with the
 * learner's counts per subtopic) and building a 40-question test from every subtopic, of any
 * question and of those answered wrong, each for 5 s on 10 connections after 1 s unmeasured; and
 * the options' first call, which reads the learner's answers (later calls reuse them until the
 * learner's next submission). SQE Commons (Free: no plan needed) on 127.0.0.1.
 */
export async function createTestScenario(databaseUrl?: string): Promise<{ seedMs: number; coldOptionsMs: number; calls: CreateTestCall[] }> {
  return withBenchServer({ databaseUrl, name: 'bench_create_test', defaultTenant: 'sqe-commons' }, async ({ base, app, database, tenantId }) => {
    const started = performance.now();
    const [learner] = await seedReports(database, tenantId, SIZE);
    const seedMs = performance.now() - started;

    const { token } = await app.modules.auth.startSession({ userId: learner!, tenantId, role: 'User' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const optionsUrl = `${base}/api/practice/create-test-options`;
    const createUrl = `${base}/api/practice/create-test`;
    // The first call after a submission reads the learner's answers; later ones reuse them (LearnerAnswers).
    const coldStarted = performance.now();
    const options = (await (await fetch(optionsUrl, { headers })).json()) as Options;
    const coldOptionsMs = performance.now() - coldStarted;
    const subtopics = options.topics.flatMap((t) => t.subtopics);
    const wrong = Math.min(
      QUESTIONS,
      subtopics.reduce((sum, s) => sum + s.counts.wrong, 0),
    );
    const bodyOf = (questions: 'all' | 'wrong', count: number) => JSON.stringify({ subtopics: subtopics.map((s) => s._id), questions, count, mode: 'timed' });
    for (const body of [bodyOf('all', QUESTIONS), bodyOf('wrong', wrong)]) {
      const first = await fetch(createUrl, { method: 'POST', headers, body });
      if (first.status !== 201) console.log(`  create-test: ${first.status} ${await first.text()}`);
    }

    const calls: CreateTestCall[] = [];
    for (const [label, request] of [
      ['create-test-options', { url: optionsUrl, headers }],
      [`create-test (${QUESTIONS} questions, all)`, { url: createUrl, method: 'POST' as const, headers, body: bodyOf('all', QUESTIONS) }],
      [`create-test (${wrong} questions, answered wrong)`, { url: createUrl, method: 'POST' as const, headers, body: bodyOf('wrong', wrong) }],
    ] as const) {
      await autocannon({ ...request, connections: 10, duration: 1 });
      const result = await autocannon({ ...request, connections: 10, duration: 5 });
      calls.push({ label, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx });
    }
    return { seedMs, coldOptionsMs, calls };
  });
}
