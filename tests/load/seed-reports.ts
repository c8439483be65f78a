import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../server/db/client.ts';

/** How many learners, reports and answers a benchmark seeds into one provider. */
export interface SeedSize {
  learners: number;
  reports: number;
  /** Answers per report. */
  answers: number;
  /** Answers per report of the measured learner, when other than `answers`. */
  ownAnswers?: number;
  /** The measured learner's reports (the first learner). */
  ownReports: number;
  /** Reports are spread over this many past days. */
  spreadDays: number;
  /** Learners whose answers one INSERT writes. */
  batch: number;
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * `learners` verified learners of one provider, `reports` reports on its tests over the past
 * `spreadDays` (`ownReports` of them the measured learner's) with `answers` answers each (the
 * measured learner's `ownAnswers` when given), written in bulk with INSERT ... SELECT over generate_series. Answers cycle through each test's real questions
 * (a test has 13 to 30), so a report's 100 positions repeat them. Returns the learners, measured one first.
 */
export async function seedReports(database: DatabaseHandle, tenantId: string, size: SeedSize): Promise<string[]> {
  const { learners: LEARNERS, reports: REPORTS, answers: ANSWERS, ownReports: OWN_REPORTS, spreadDays: SPREAD_DAYS, batch: BATCH } = size;
  const OWN_ANSWERS = size.ownAnswers ?? ANSWERS;
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
          from reports r join sizes s on s.test_id = r.test_id
            cross join lateral generate_series(
              0, case when r.user_id = ${learners[0]}::uuid then ${OWN_ANSWERS - 1}::int else ${ANSWERS - 1}::int end
            ) as p(position)
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
  // The bulk load's dirty pages written out now: a checkpoint it started would otherwise spread its
  // writes over the minutes measured next (gigabytes after 10,000,000 answers), which no running
  // provider sees.
  await db.execute(sql`checkpoint`);
  return learners;
}
