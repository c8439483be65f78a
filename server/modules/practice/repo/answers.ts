import { asc, and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { preparedSql, type PreparedSql } from '../../../db/prepared-sql.ts';
import { attempts, reportAnswers, reports } from '../../../db/schema/attempts.ts';
import type { PastAnswer } from '../answer-history.ts';

/** An answer as the practice rules read it, at its attempt's submission time (the server's clock). */
const pastAnswerFields = {
  questionId: reportAnswers.questionId,
  status: reportAnswers.status,
  selected: reportAnswers.selected,
  flag: reportAnswers.flag,
  confidence: reportAnswers.confidence,
  confidenceChosen: reportAnswers.confidenceChosen,
  at: sql<Date>`${attempts.submittedAt}`.mapWith(attempts.submittedAt),
};

/**
 * Every answer the learner gave in their submitted tests of this provider, in the order given
 * (by submission, then position), each at its attempt's submission time: the server's clock, which
 * also decides deadlines (a report's created_at is the database's). One learner's: read by their
 * reports (reports_user_created), then each report's attempt and answers by their keys, whatever
 * the provider's size.
 */
export async function pastAnswers(db: Queryable, tenantId: string, userId: string): Promise<PastAnswer[]> {
  return db
    .select(pastAnswerFields)
    .from(reports)
    .innerJoin(attempts, eq(attempts.id, reports.attemptId))
    .innerJoin(reportAnswers, eq(reportAnswers.reportId, reports.id))
    .where(and(eq(reports.userId, userId), eq(reports.tenantId, tenantId)))
    .orderBy(asc(attempts.submittedAt), asc(reports.id), asc(reportAnswers.position));
}

/**
 * The learner's latest answer to each question they answered in a submitted test of this
 * provider: what Create Test's filters read. The database keeps only the latest of each (a
 * learner with 4,000 answers sends a few hundred rows, not every one).
 */
export async function latestAnswers(db: Queryable, tenantId: string, userId: string): Promise<PastAnswer[]> {
  return db
    .selectDistinctOn([reportAnswers.questionId], pastAnswerFields)
    .from(reports)
    .innerJoin(attempts, eq(attempts.id, reports.attemptId))
    .innerJoin(reportAnswers, eq(reportAnswers.reportId, reports.id))
    .where(and(eq(reports.userId, userId), eq(reports.tenantId, tenantId)))
    .orderBy(reportAnswers.questionId, desc(attempts.submittedAt), desc(reports.id), desc(reportAnswers.position));
}

const value = (name: string) => sql.placeholder(name);

/**
 * What the learner's answers depend on, cheaply (their reports, by reports_user_created): how
 * many, the latest submission time and an id. Reports are only ever added, so an equal stamp
 * means equal answers, on any process. Read on every Create Test and review deck call: prepared.
 */
const answersStampSql = sql`
  select count(*)::int as reports, max(a.submitted_at)::text as last_submitted, max(r.id::text) as some_id
  from ${reports} r join ${attempts} a on a.id = r.attempt_id
  where r.tenant_id = ${value('tenantId')}::uuid and r.user_id = ${value('userId')}::uuid`;

type StampRow = { reports: number; last_submitted: string | null; some_id: string | null };

/** Reads a learner's answers stamp (see answersStampSql). */
export function answersStamp(db: Queryable): (tenantId: string, userId: string) => Promise<string> {
  // Prepared on first use: modules are assembled before any database is touched.
  let statement: PreparedSql<StampRow> | undefined;
  return async (tenantId, userId) => {
    statement ??= preparedSql<StampRow>(db, 'practice_answers_stamp', answersStampSql);
    const [row] = await statement.rows({ tenantId, userId });
    return [row!.reports, row!.last_submitted, row!.some_id].join('|');
  };
}
