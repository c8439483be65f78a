import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import { preparedSql } from '../../server/db/prepared-sql.ts';
import { reports } from '../../server/db/schema/attempts.ts';
import { tests } from '../../server/db/schema/bank.ts';
import { tenants } from '../../server/db/schema/tenancy.ts';
import { withBenchServer, type BenchServer } from './bench-server.ts';
import { seedReports } from './seed-reports.ts';

/** A provider's seeded size: its learners, their reports, and each report's answers. */
export interface InsightsSize {
  learners: number;
  reports: number;
  /** Answers per report of the other learners (the measured learner's have 100 each). */
  answers: number;
}

/** Issue 35: 1,000 learners, 100,000 reports of 100 answers (10,000,000 answers) in one provider. */
export const INSIGHTS_SIZE: InsightsSize = { learners: 1_000, reports: 100_000, answers: 100 };
/**
 * Embedded PGlite in memory: as many reports, of 10 answers each (1,000,000 answers; the measured
 * learner's have 100): 10,000,000 answers would not fit its in-memory database.
 */
export const INSIGHTS_SIZE_PGLITE: InsightsSize = { learners: 1_000, reports: 100_000, answers: 10 };
/** The measured learner's share: 40 reports of 100 answers, 4,000 answers. */
const OWN_REPORTS = 40;
const OWN_ANSWERS = 100;
/** Reports are spread over the last 14 months. */
const SPREAD_DAYS = 425;
/** Answers one INSERT writes (about 100,000 rows), as learners per batch. */
const BATCH_ANSWERS = 100_000;
/**
 * A leaderboard view's cost is compared with a second provider of 10,000 reports (1 answer each:
 * the leaderboard never reads answers) and as many learners.
 */
const SMALLER_REPORTS = 10_000;
const SMALLER_PROVIDER = 'sqe-commons';
/** Leaderboard views timed per provider (one after another, after 50 unmeasured). */
const VIEWS = 500;

export interface InsightsCall {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Responses other than 2xx (each call should answer 200 every time). */
  non2xx: number;
  errors: number;
}

/**
 * One provider's leaderboard, a view at a time (no other load; in process, app.inject: no
 * network), its ranking computed before: what each view costs, the stamp read and the cached
 * ranking's window. Median and p99 of VIEWS views.
 */
export interface ViewCost {
  reports: number;
  medianMs: number;
  p99Ms: number;
  /** The stamp each view read before issue 35 (it counted the provider's reports), alone, timed the same way. */
  replacedStampMedianMs: number;
  replacedStampP99Ms: number;
}

export interface InsightsBench {
  seedMs: number;
  learners: number;
  reports: number;
  answers: number;
  ownReports: number;
  ownAnswers: number;
  calls: InsightsCall[];
  /** The provider of 10,000 reports first, then the measured one. */
  views: ViewCost[];
}

/** The leaderboard's stamp before issue 35: a count of the provider's reports (and its newest) on every view. */
const replacedStampSql = sql`
  select r.reports, r.last_report, u.users, u.last_user, u.hidden, t.active_tests, t.last_test
  from (select count(*)::int as reports, max(created_at)::text as last_report from reports where tenant_id = ${sql.placeholder('tenantId')}::uuid) r,
    (select count(*)::int as users, max(updated_at)::text as last_user, (count(*) filter (where leaderboard_name_hidden))::int as hidden
      from users where tenant_id = ${sql.placeholder('tenantId')}::uuid) u,
    (select (count(*) filter (where status = 'Active' and kind = 'set'))::int as active_tests, max(updated_at)::text as last_test
      from tests where tenant_id = ${sql.placeholder('tenantId')}::uuid) t`;

/** Median and p99 of `reads` calls of `read`, one after another, after 50 unmeasured. */
async function timed(read: () => Promise<unknown>, reads: number): Promise<{ medianMs: number; p99Ms: number }> {
  for (let i = 0; i < 50; i++) await read();
  const times: number[] = [];
  for (let i = 0; i < reads; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(reads / 2)]!, p99Ms: times[Math.ceil(reads * 0.99) - 1]! };
}

/** Views of `tenantId`'s leaderboard by its learner `userId` (on `host`), then the replaced stamp read alone. */
async function viewCost(server: BenchServer, tenantId: string, host: string, userId: string, reports: number): Promise<ViewCost> {
  const { token } = await server.app.modules.auth.startSession({ userId, tenantId, role: 'User' });
  const view = async () => {
    const res = await server.app.inject({ url: `/api/user/get-leaderboard?subdomain=${tenantId}`, headers: { host, authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`leaderboard on ${host}: ${res.statusCode} ${res.body}`);
  };
  const views = await timed(view, VIEWS);
  const replaced = preparedSql(server.database.db, `replaced_ranking_stamp_${reports}`, replacedStampSql);
  const stamp = await timed(() => replaced.rows({ tenantId }), VIEWS);
  return { reports, ...views, replacedStampMedianMs: stamp.medianMs, replacedStampP99Ms: stamp.p99Ms };
}

/**
 * The insights API (dashboard, leaderboard, Recharge target, proficiency, Reports charts) for one
 * learner of a provider of `size` (issue 35: 1,000 learners, 100,000 reports, 10,000,000
 * answers): each call for 5 s on 10 connections, with a bearer token, after 1 s of the same load
 * unmeasured; and a leaderboard view's cost there and in a provider of 10,000 reports. On
 * PostgreSQL it runs in a database of its own, created on the server of `databaseUrl` and dropped
 * at the end. `port`: the server's (a free one when not given).
 */
export async function insightsScenario(databaseUrl?: string, size: InsightsSize = INSIGHTS_SIZE, port?: number): Promise<InsightsBench> {
  // Requests go to 127.0.0.1, which the bench server maps to Wardround.
  return withBenchServer({ databaseUrl, name: 'bench_insights', defaultTenant: 'wardround', port }, async (server) => {
    const { base, app, database, tenantId } = server;
    const started = performance.now();
    const [learner] = await seedReports(database, tenantId, {
      learners: size.learners,
      reports: size.reports,
      answers: size.answers,
      ownAnswers: OWN_ANSWERS,
      ownReports: OWN_REPORTS,
      spreadDays: SPREAD_DAYS,
      batch: Math.max(1, Math.floor(BATCH_ANSWERS / ((size.reports / size.learners) * size.answers))),
    });
    const seedMs = performance.now() - started;

    const count = async (query: ReturnType<typeof sql>) => Number(((await database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    const [seededReports, seededAnswers, ownReports, ownAnswers] = await Promise.all([
      count(sql`select count(*)::int as n from reports where tenant_id = ${tenantId}`),
      count(sql`select count(*)::int as n from report_answers where tenant_id = ${tenantId}`),
      count(sql`select count(*)::int as n from reports where user_id = ${learner}`),
      count(sql`select count(*)::int as n from report_answers a join reports r on r.id = a.report_id where r.user_id = ${learner}`),
    ]);
    console.log(`  seeded ${seededReports} reports, ${seededAnswers} answers in ${(seedMs / 1000).toFixed(1)} s`);

    // A view's cost at 10,000 reports, in another provider with as many learners, then at the measured provider's size.
    const [smaller] = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, SMALLER_PROVIDER));
    const [smallerLearner] = await seedReports(database, smaller!.id, {
      learners: size.learners,
      reports: SMALLER_REPORTS,
      answers: 1,
      ownReports: OWN_REPORTS,
      spreadDays: SPREAD_DAYS,
      batch: size.learners,
    });
    const views = [
      await viewCost(server, smaller!.id, `${SMALLER_PROVIDER}.localhost`, smallerLearner!, SMALLER_REPORTS),
      await viewCost(server, tenantId, '127.0.0.1', learner!, seededReports),
    ];

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
    return { seedMs, learners: size.learners, reports: seededReports, answers: seededAnswers, ownReports, ownAnswers, calls, views };
  });
}

const thousands = (n: number) => n.toLocaleString('en-GB');
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

/**
 * The rows `npm run bench` prints for one run on `database`: each call with its p99 against issue
 * 35's budget (50 ms, on PostgreSQL; PGlite's are shown without one), and a leaderboard view's cost
 * at 10,000 and at the measured provider's reports, beside the stamp it read before.
 */
export function insightsLines(database: string, r: InsightsBench): string[] {
  const budgeted = database === 'PostgreSQL';
  const lines = [
    `Insights on ${database} (${thousands(r.learners)} learners, ${thousands(r.reports)} reports, ${thousands(r.answers)} answers in one ` +
      `provider, seeded in ${(r.seedMs / 1000).toFixed(0)} s; a learner with ${r.ownReports} reports, ${thousands(r.ownAnswers)} answers; ` +
      `10 connections, 5 s each; budget p99 50 ms on PostgreSQL):`,
  ];
  for (const c of r.calls) {
    const target = budgeted ? `  ${c.p99Ms <= 50 ? 'target met' : 'target MISSED'}` : '';
    lines.push(
      `  ${c.label.padEnd(44)} ${Math.round(c.requestsPerSecond).toString().padStart(7)} req/s  p99 ${String(c.p99Ms).padStart(4)} ms${target}` +
        `${c.non2xx || c.errors ? `  ${c.non2xx} non-2xx, ${c.errors} errors` : ''}`,
    );
  }
  const [small, large] = r.views as [ViewCost, ViewCost];
  const growth = (a: number, b: number) => `x${(b / a).toFixed(1)}`;
  lines.push(
    `  a leaderboard view alone (in process), median / p99 of ${VIEWS}: ${thousands(small.reports)} reports ${ms(small.medianMs)} / ` +
      `${ms(small.p99Ms)} ms, ${thousands(large.reports)} reports ${ms(large.medianMs)} / ${ms(large.p99Ms)} ms ` +
      `(median ${growth(small.medianMs, large.medianMs)})`,
    `  the stamp each view read before (it counted the reports), alone: ${ms(small.replacedStampMedianMs)} / ` +
      `${ms(small.replacedStampP99Ms)} ms, then ${ms(large.replacedStampMedianMs)} / ${ms(large.replacedStampP99Ms)} ms ` +
      `(median ${growth(small.replacedStampMedianMs, large.replacedStampMedianMs)})`,
  );
  return lines;
}
