import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { reports } from '../../server/db/schema/attempts.ts';
import { tests } from '../../server/db/schema/bank.ts';
import { createServices } from '../../server/services.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';
import { freshPostgres } from './fresh-postgres.ts';

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

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * 1,000 verified learners of one provider, 10,000 reports on its tests over the last 14 months
 * (40 of them the measured learner's) and 100 answers each (1,000,000 rows), written in bulk with
 * INSERT ... SELECT over generate_series. Answers cycle through each test's real questions
 * (a test has 13 to 30), so a report's 100 positions repeat them. Returns the learners, measured one first.
 */
async function seed(database: DatabaseHandle, tenantId: string): Promise<string[]> {
  const { db } = database;
  const run = randomUUID().slice(0, 8);
  const created = (await db.execute(sql`
    insert into users (tenant_id, email, first_name, last_name, password_hash, email_verified_at, created_at)
    select ${tenantId}::uuid, 'insights-' || ${run} || '-' || g || '@example.com', 'Bench', 'Learner ' || g, 'x',
      now() - interval '15 months', now() - interval '15 months' + g * interval '1 minute'
    from generate_series(0, ${LEARNERS - 1}::int) g
    returning id, email`)) as unknown as { rows: Array<{ id: string; email: string }> };
  const learners = created.rows
    .map((row) => ({ id: row.id, n: Number(row.email.split('-')[2]!.split('@')[0]) }))
    .sort((a, b) => a.n - b.n)
    .map((row) => row.id);

  // One submitted attempt per report: the measured learner's 40 first, then the others at random.
  await db.execute(sql`
    with learner as (select id, ord::int - 1 as ord from unnest(${uuidArray(learners)}) with ordinality as l(id, ord)),
      test as (
        select id, duration_in_mins, (row_number() over (order by key))::int - 1 as ord, count(*) over ()::int as n
        from tests where tenant_id = ${tenantId}::uuid
      ),
      planned as (
        select g, case when g < ${OWN_REPORTS}::int then 0 else 1 + floor(random() * ${LEARNERS - 1}::int)::int end as learner,
          now() - random() * ${SPREAD_DAYS}::int * interval '1 day' as at
        from generate_series(0, ${REPORTS - 1}::int) g
      )
    insert into attempts (tenant_id, user_id, test_id, started_at, deadline_at, submitted_at, created_at, updated_at)
    select ${tenantId}::uuid, l.id, t.id, p.at - interval '20 minutes', p.at - interval '20 minutes' + t.duration_in_mins * interval '1 minute',
      p.at, p.at - interval '20 minutes', p.at
    from planned p join learner l on l.ord = p.learner join test t on t.ord = p.g % t.n`);
  // Totals are placeholders until the answers exist (see the update below).
  await db.execute(sql`
    insert into reports (
      tenant_id, user_id, test_id, attempt_id, total, attempted, correct_answers, partial_answers, wrong_answers, percentage, confidence,
      time_taken_seconds, created_at
    )
    select a.tenant_id, a.user_id, a.test_id, a.id, 0, 0, 0, 0, 0, 0, 0, extract(epoch from a.submitted_at - a.started_at)::int, a.submitted_at
    from attempts a where a.tenant_id = ${tenantId}::uuid and a.user_id = any(${uuidArray(learners)})`);

  for (let from = 0; from < learners.length; from += BATCH) {
    await db.execute(sql`
      with tq as (
          select tq.test_id, tq.question_id, q.question_type,
            (row_number() over (partition by tq.test_id order by tq.position))::int - 1 as i,
            (count(*) over (partition by tq.test_id))::int as n
          from test_questions tq join questions q on q.id = tq.question_id
          where tq.tenant_id = ${tenantId}
        ),
        sizes as (select distinct test_id, n from tq),
        slots as (
          select r.id as report_id, r.test_id, p.position, p.position % s.n as i,
            -- Each learner has a skill (35% to 84% correct); answers draw around it.
            0.35 + (abs(hashtext(r.user_id::text)) % 50) / 100.0 as skill, random() as roll, random() as sure
          from reports r join sizes s on s.test_id = r.test_id cross join generate_series(0, ${ANSWERS - 1}::int) as p(position)
          where r.tenant_id = ${tenantId}::uuid and r.user_id = any(${uuidArray(learners.slice(from, from + BATCH))})
        ),
        answered as (
          select s.report_id, s.position, q.question_id, q.question_type, s.sure,
            case when s.roll < s.skill then 'Correct' when q.question_type <> 'single' and s.roll < s.skill + 0.1 then 'Partial' else 'Wrong' end as status
          from slots s join tq q on q.test_id = s.test_id and q.i = s.i
        )
      insert into report_answers (tenant_id, report_id, position, question_id, status, selected, flag, notes, confidence)
      select ${tenantId}::uuid, report_id, position, question_id, status,
        case question_type when 'sub' then '["true", "false", "true"]'::jsonb when 'multiple' then '[0, 2]'::jsonb else jsonb_build_array(position % 5) end,
        position % 10 = 0, '',
        case
          when status = 'Correct' then
            case when sure < 0.45 then 'I KNOW IT' when sure < 0.8 then 'THINK SO' when sure < 0.95 then 'NOT SURE' else 'NO IDEA' end
          else case when sure < 0.1 then 'I KNOW IT' when sure < 0.35 then 'THINK SO' when sure < 0.75 then 'NOT SURE' else 'NO IDEA' end
        end
      from answered`);
  }

  // Report totals as test taking computes them (percentage: correct / total; confidence: mean score).
  await db.execute(sql`
    update reports r set total = a.total, attempted = a.total, correct_answers = a.correct, partial_answers = a.partial,
      wrong_answers = a.total - a.correct - a.partial,
      percentage = round(a.correct * 100.0 / a.total, 2), confidence = round(a.confidence, 2)
    from (
      select report_id, count(*)::int as total,
        (count(*) filter (where status = 'Correct'))::int as correct,
        (count(*) filter (where status = 'Partial'))::int as partial,
        avg(case confidence when 'I KNOW IT' then 100 when 'THINK SO' then 67 when 'NOT SURE' then 33 else 0 end) as confidence
      from report_answers where tenant_id = ${tenantId} group by report_id
    ) a
    where a.report_id = r.id`);
  // A live database is vacuumed and analysed (autovacuum): planner statistics, visibility map.
  await db.execute(sql`vacuum analyze users, attempts, reports, report_answers`);
  return learners;
}

/**
 * The insights API (dashboard, leaderboard, Recharge target, proficiency, Reports charts) for one
 * learner of a provider with 1,000 learners, 10,000 reports and 1,000,000 answers: each call
 * for 5 s on 10 connections, with a bearer token, after 1 s of the same load unmeasured. On
 * PostgreSQL it runs in a database of its own, created on the server of `databaseUrl` and dropped
 * at the end.
 */
export async function insightsScenario(databaseUrl?: string): Promise<InsightsBench> {
  const own = databaseUrl ? await freshPostgres(databaseUrl, 'bench_insights') : undefined;
  const dataDir = `/tmp/bench-insights-${randomUUID()}`;
  try {
    // Requests go to 127.0.0.1, which DEFAULT_TENANT maps to Wardround.
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      DEFAULT_TENANT: 'wardround',
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
        const tenantId = registry.bySlug('wardround')!.id;

        const started = performance.now();
        const [learner] = await seed(database, tenantId);
        const seedMs = performance.now() - started;
        console.log(`  seeded ${LEARNERS} learners, ${REPORTS} reports, ${REPORTS * ANSWERS} answers in ${(seedMs / 1000).toFixed(1)} s`);

        const count = async (query: ReturnType<typeof sql>) =>
          Number(((await database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
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
