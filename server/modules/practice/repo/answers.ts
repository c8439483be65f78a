import { asc, and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { attempts, reportAnswers, reports } from '../../../db/schema/attempts.ts';
import type { PastAnswer } from '../answer-history.ts';

/**
 * Every answer the learner gave in their submitted tests of this provider, in the order given
 * (by submission, then position), each at its attempt's submission time: the server's clock, which
 * also decides deadlines (a report's created_at is the database's). One learner's: read by their
 * reports (reports_user_created), then each report's attempt and answers by their keys, whatever
 * the provider's size.
 */
export async function pastAnswers(db: Queryable, tenantId: string, userId: string): Promise<PastAnswer[]> {
  return db
    .select({
      questionId: reportAnswers.questionId,
      status: reportAnswers.status,
      selected: reportAnswers.selected,
      flag: reportAnswers.flag,
      confidence: reportAnswers.confidence,
      confidenceChosen: reportAnswers.confidenceChosen,
      at: sql<Date>`${attempts.submittedAt}`.mapWith(attempts.submittedAt),
    })
    .from(reports)
    .innerJoin(attempts, eq(attempts.id, reports.attemptId))
    .innerJoin(reportAnswers, eq(reportAnswers.reportId, reports.id))
    .where(and(eq(reports.userId, userId), eq(reports.tenantId, tenantId)))
    .orderBy(asc(attempts.submittedAt), asc(reports.id), asc(reportAnswers.position));
}
