import { sql } from 'drizzle-orm';
import { bare } from '../../../db/bare-columns.ts';
import type { Queryable } from '../../../db/client.ts';
import { preparedSql, type PreparedSql } from '../../../db/prepared-sql.ts';
import { attempts, reportAnswers, reports } from '../../../db/schema/attempts.ts';
import type { Mode } from '../attempt-types.ts';

/** A report's figures, as closeWithReport stores them. */
export interface ReportValues {
  tenantId: string;
  userId: string;
  testId: string;
  mode: Mode;
  total: number;
  attempted: number;
  correctAnswers: number;
  partialAnswers: number;
  wrongAnswers: number;
  percentage: number;
  confidence: number;
  confidenceAnswers: number;
  timeTakenSeconds: number;
  closedBy: 'learner' | 'late' | 'server';
}

type AnswerRow = typeof reportAnswers.$inferSelect;

/**
 * A report's scored answers, in test order, one array per column: item i of each is answer i's.
 * The selections go as one JSON array, as each selection is itself a list of any length, which a
 * PostgreSQL array (rectangular) cannot hold.
 */
export interface ReportAnswerColumns {
  questionIds: string[];
  statuses: Array<AnswerRow['status']>;
  /** The selections as one JSON array. */
  selected: string;
  flags: boolean[];
  notes: string[];
  confidences: Array<AnswerRow['confidence']>;
  /** Whether the learner chose each confidence. */
  chosen: boolean[];
}

const value = (name: string) => sql.placeholder(name);

/**
 * Closes an attempt and stores its report with every answer, in one statement (one round trip,
 * atomic on its own): nothing is written unless this call is the one that closes the attempt.
 * The answers arrive one array per column (see ReportAnswerColumns) and are read back in step by
 * `unnest`; the selections' JSON is read once (the `selections` CTE), not once per answer.
 * Prepared: written once, parsed and planned once. Tables and columns are drizzle's, so renaming
 * one fails the type check rather than this statement at run time.
 */
const closeWithReportSql = sql`
  with selections as (select ${value('selected')}::jsonb as list),
  closed as (
    update ${attempts} set ${bare(attempts.submittedAt)} = ${value('at')}::timestamptz, ${bare(attempts.updatedAt)} = now()
    where ${attempts.id} = ${value('attemptId')}::uuid and ${attempts.submittedAt} is null
    returning ${attempts.id} as id
  ),
  report as (
    insert into ${reports} (${bare(
      reports.tenantId,
      reports.userId,
      reports.testId,
      reports.attemptId,
      reports.mode,
      reports.total,
      reports.attempted,
      reports.correctAnswers,
      reports.partialAnswers,
      reports.wrongAnswers,
      reports.percentage,
      reports.confidence,
      reports.confidenceAnswers,
      reports.timeTakenSeconds,
      reports.closedBy,
    )})
    select ${value('tenantId')}::uuid, ${value('userId')}::uuid, ${value('testId')}::uuid, closed.id, ${value('mode')}::text,
      ${value('total')}::int, ${value('attempted')}::int, ${value('correctAnswers')}::int, ${value('partialAnswers')}::int,
      ${value('wrongAnswers')}::int, ${value('percentage')}::numeric, ${value('confidence')}::numeric, ${value('confidenceAnswers')}::int,
      ${value('timeTakenSeconds')}::int, ${value('closedBy')}::text
    from closed
    returning ${reports.id} as id
  ),
  stored as (
    insert into ${reportAnswers} (${bare(
      reportAnswers.tenantId,
      reportAnswers.reportId,
      reportAnswers.position,
      reportAnswers.questionId,
      reportAnswers.status,
      reportAnswers.selected,
      reportAnswers.flag,
      reportAnswers.notes,
      reportAnswers.confidence,
      reportAnswers.confidenceChosen,
    )})
    select ${value('tenantId')}::uuid, report.id, a.ord - 1, a.question_id, a.status, selections.list -> (a.ord - 1)::int,
      a.flag, a.notes, a.confidence, a.chosen
    from report, selections, unnest(
        ${value('questionIds')}::uuid[], ${value('statuses')}::text[], ${value('flags')}::boolean[],
        ${value('notes')}::text[], ${value('confidences')}::text[], ${value('chosen')}::boolean[]
      ) with ordinality as a(question_id, status, flag, notes, confidence, chosen, ord)
  )
  select id from report`;

/** Closes attempts, storing each one's report and answers as it closes. */
export function closeWithReportRepo(db: Queryable) {
  let statement: PreparedSql<{ id: string }> | undefined;
  return {
    /**
     * Closes the attempt and stores its report with every answer (see closeWithReportSql).
     * Returns the report's id, or undefined when the attempt was already closed.
     */
    async closeWithReport(attemptId: string, at: Date, report: ReportValues, answers: ReportAnswerColumns): Promise<string | undefined> {
      statement ??= preparedSql<{ id: string }>(db, 'close_with_report', closeWithReportSql);
      const [row] = await statement.rows({ attemptId, at: at.toISOString(), ...report, ...answers });
      return row?.id;
    },
  };
}
