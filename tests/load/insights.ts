import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import { reports } from '../../server/db/schema/attempts.ts';
import { tests } from '../../server/db/schema/bank.ts';
import { withBenchServer } from './bench-server.ts';
import { seedReports } from './seed-reports.ts';

const LEARNERS = 1_000;
const REPORTS = 10_000;
/** Answers per report: 10,000 reports × 100 = 1,000,000 report answers. */
const ANSWERS = 100;
/** The measured learner's share: 40 reports, 4,000 answers. */
const OWN_REPORTS = 40;
/** Reports are spread over the last 14 months. */
const SPREAD_DAYS = 425;
/** Learners whose answers one INSERT writes (about 100,000 rows). */
const BATCH = 100;

export interface InsightsCall {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Responses other than 2xx (each call should answer 200 every time). */
  non2xx: number;
  errors: number;
}

export interface InsightsBench {
  seedMs: number;
  learners: number;
  reports: number;
  answers: number;
  ownReports: number;
  ownAnswers: number;
  calls: InsightsCall[];
}

/**
 * The insights API (dashboard, leaderboard, Recharge target, proficiency, Reports charts) for one
 * learner of a provider with 1,000 learners, 10,000 reports and 1,000,000 answers: each call
 * for 5 s on 10 connections, with a bearer token, after 1 s of the same load unmeasured. On
 * PostgreSQL it runs in a database of its own, created on the server of `databaseUrl` and dropped
 * at the end.
 */
export async function insightsScenario(databaseUrl?: string): Promise<InsightsBench> {
  // Requests go to 127.0.0.1, which the bench server maps to Wardround.
  return withBenchServer({ databaseUrl, name: 'bench_insights', defaultTenant: 'wardround' }, async ({ base, app, database, tenantId }) => {
    const started = performance.now();
    const [learner] = await seedReports(database, tenantId, {
      learners: LEARNERS,
      reports: REPORTS,
      answers: ANSWERS,
      ownReports: OWN_REPORTS,
      spreadDays: SPREAD_DAYS,
      batch: BATCH,
    });
    const seedMs = performance.now() - started;
    console.log(`  seeded ${LEARNERS} learners, ${REPORTS} reports, ${REPORTS * ANSWERS} answers in ${(seedMs / 1000).toFixed(1)} s`);

    const count = async (query: ReturnType<typeof sql>) => Number(((await database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    const [seededReports, seededAnswers, ownReports, ownAnswers] = await Promise.all([
      count(sql`select count(*)::int as n from reports where tenant_id = ${tenantId}`),
      count(sql`select count(*)::int as n from report_answers where tenant_id = ${tenantId}`),
      count(sql`select count(*)::int as n from reports where user_id = ${learner}`),
      count(sql`select count(*)::int as n from report_answers a join reports r on r.id = a.report_id where r.user_id = ${learner}`),
    ]);
    const [exam] = await database.db
      .select({ id: reports.id })
      .from(reports)
      .innerJoin(tests, eq(tests.id, reports.testId))
      .where(and(eq(reports.userId, learner!), eq(tests.testType, 'Exam')))
      .limit(1);

    const { token } = await app.modules.auth.startSession({ userId: learner!, tenantId, role: 'User' });
    const headers = { authorization: `Bearer ${token}` };
    const calls: InsightsCall[] = [];
    for (const path of [
      `/api/user/get-user-dashboard-data?subdomain=${tenantId}`,
      `/api/user/get-leaderboard?subdomain=${tenantId}`,
      '/api/report/get-lowest-report',
      '/api/user/view-proficiency',
      `/api/user/view-proficiency/${exam!.id}`,
      '/api/user/get-user-test-data',
      '/api/user/get-user-pie-chart',
      '/api/user/get-user-confidence',
      '/api/user/get-user-question-data',
      '/api/user/get-user-calibration',
    ]) {
      const label = path
        .replace(/^\/api\/\w+\//, '')
        .replace(/\?.*$/, '')
        .replace(/[0-9a-f-]{36}$/, '{id}');
      const first = await fetch(`${base}${path}`, { headers });
      if (first.status !== 200) console.log(`  ${label}: ${first.status} ${await first.text()}`);
      // A running server has served the call before: a second of the same load first (compiled
      // code, the pool's connections, the database's plans and pages), then the 5 s measured.
      await autocannon({ url: `${base}${path}`, headers, connections: 10, duration: 1 });
      const result = await autocannon({ url: `${base}${path}`, headers, connections: 10, duration: 5 });
      calls.push({ label, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors });
    }
    return { seedMs, learners: LEARNERS, reports: seededReports, answers: seededAnswers, ownReports, ownAnswers, calls };
  });
}
