import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { reportAnswers, reports } from '../../../db/schema/attempts.ts';
import type { Mode } from '../attempt-types.ts';

export type ReportRow = typeof reports.$inferSelect;

/** The latest report of each test of a learner, as a prepared statement: written and planned once. */
const prepareLatestReports = (db: Queryable) =>
  db
    .selectDistinctOn([reports.testId], {
      testId: reports.testId,
      id: reports.id,
      createdAt: reports.createdAt,
      percentage: reports.percentage,
      mode: reports.mode,
    })
    .from(reports)
    .where(eq(reports.userId, sql.placeholder('userId')))
    .orderBy(reports.testId, desc(reports.createdAt))
    .prepare('latest_reports');

/** Reads learners' reports and their answers; close-with-report.ts is what writes them. */
export function reportsRepo(db: Queryable) {
  let latestReportsStatement: ReturnType<typeof prepareLatestReports> | undefined;
  return {
    /** The answers of the learner's latest report on a test (any mode): what Recharge puts first. */
    async lastAnswers(userId: string, testId: string) {
      const [latest] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.userId, userId), eq(reports.testId, testId)))
        .orderBy(desc(reports.createdAt))
        .limit(1);
      if (!latest) return [];
      return db
        .select({ questionId: reportAnswers.questionId, status: reportAnswers.status, confidence: reportAnswers.confidence })
        .from(reportAnswers)
        .where(eq(reportAnswers.reportId, latest.id));
    },

    /** The learner's latest report of each test they have taken (the Tests list and the dashboard ask it on every visit). */
    async latestReports(userId: string) {
      latestReportsStatement ??= prepareLatestReports(db);
      return latestReportsStatement.execute({ userId });
    },

    async hasReport(userId: string, testId: string, mode?: Mode): Promise<boolean> {
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.userId, userId), eq(reports.testId, testId), mode ? eq(reports.mode, mode) : sql`true`))
        .limit(1);
      return Boolean(row);
    },

    /** The report an attempt closed with, if any: what a caller who lost the race to close it answers with. */
    async reportOfAttempt(attemptId: string): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(reports).where(eq(reports.attemptId, attemptId));
      return row;
    },

    /** A report only its own learner may read. */
    async ownReport(tenantId: string, userId: string, reportId: string) {
      const [report] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.id, reportId), eq(reports.tenantId, tenantId), eq(reports.userId, userId)));
      if (!report) return undefined;
      const answers = await db.select().from(reportAnswers).where(eq(reportAnswers.reportId, reportId)).orderBy(asc(reportAnswers.position));
      return { report, answers };
    },
  };
}
