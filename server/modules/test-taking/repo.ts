import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { attempts, reportAnswers, reports } from '../../db/schema/attempts.ts';
import { questions, subtopics, testQuestions, tests } from '../../db/schema/bank.ts';
import { sessionOpenCondition } from '../auth/index.ts';

export type TestRow = typeof tests.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect & { subtopic: { id: string; name: string; references: string[]; images: string[] } };
export type AttemptRow = typeof attempts.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type Mode = 'practice' | 'recharge';

/** The only code that queries tests, questions, attempts and reports. Always scoped by tenant and learner. */
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
  timeTakenSeconds: number;
  closedBy: 'learner' | 'late' | 'server';
}

/** A report's scored answers, in test order: one array per column (each item i is answer i). */
export interface ReportAnswerColumns {
  questionIds: string[];
  statuses: Array<'Correct' | 'Partial' | 'Wrong'>;
  /** Each selection written as JSON. */
  selected: string[];
  flags: boolean[];
  notes: string[];
  confidences: string[];
}

const value = (name: string) => sql.placeholder(name);

/**
 * Closes an attempt and stores its report with every answer, in one statement (one round trip,
 * atomic on its own): nothing is written unless this call is the one that closes the attempt.
 * The answers arrive as one array per column, which PostgreSQL reads far faster than JSON
 * objects. Prepared: written once, parsed and planned once per connection.
 */
const closeWithReportSql = sql`
  with closed as (
    update attempts set submitted_at = ${value('at')}::timestamptz, updated_at = now()
    where id = ${value('attemptId')}::uuid and submitted_at is null
    returning id
  ),
  report as (
    insert into reports (tenant_id, user_id, test_id, attempt_id, mode, total, attempted, correct_answers, partial_answers, wrong_answers, percentage, confidence, time_taken_seconds, closed_by)
    select ${value('tenantId')}::uuid, ${value('userId')}::uuid, ${value('testId')}::uuid, closed.id, ${value('mode')}::text, ${value('total')}::int, ${value('attempted')}::int,
      ${value('correctAnswers')}::int, ${value('partialAnswers')}::int, ${value('wrongAnswers')}::int, ${value('percentage')}::numeric, ${value('confidence')}::numeric,
      ${value('timeTakenSeconds')}::int, ${value('closedBy')}::text
    from closed
    returning id
  ),
  stored as (
    insert into report_answers (tenant_id, report_id, position, question_id, status, selected, flag, notes, confidence)
    select ${value('tenantId')}::uuid, report.id, a.ord - 1, a.question_id, a.status, a.selected, a.flag, a.notes, a.confidence
    from report, unnest(${value('questionIds')}::uuid[], ${value('statuses')}::text[], ${value('selected')}::jsonb[], ${value('flags')}::boolean[], ${value('notes')}::text[], ${value('confidences')}::text[])
      with ordinality as a(question_id, status, selected, flag, notes, confidence, ord)
  )
  select id from report`;

const userId = sql.placeholder('userId');
const testId = sql.placeholder('testId');

/**
 * Resuming, saving and submitting ask this first, every time, in one prepared statement: whether
 * the caller's session is still open (signing out or a password change ends it at once, on every
 * process), their open attempt of the test in this mode if any, and whether they hold any report
 * of the test. Its SQL is written and planned once.
 */
const prepareCallerAttempt = (db: Queryable) =>
  db
    .select({
      sessionOpen: sessionOpenCondition({ sessionId: sql.placeholder('sessionId'), userId, now: sql.placeholder('now') }).mapWith(Boolean),
      attempt: attempts,
      attempted: sql<boolean>`exists (select 1 from ${reports} where ${reports.userId} = ${userId} and ${reports.testId} = ${testId})`,
    })
    .from(sql`(select 1) as caller`)
    .leftJoin(attempts, and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.mode, sql.placeholder('mode')), isNull(attempts.submittedAt)))
    .prepare('caller_attempt');

/** Who asks (their session) about which test in which mode, and when. */
export type CallerAttemptQuery = {
  userId: string;
  sessionId: string;
  testId: string;
  mode: Mode;
  now: Date;
};

export function testTakingRepo(db: Queryable) {
  let callerAttemptStatement: ReturnType<typeof prepareCallerAttempt> | undefined;
  let closeWithReportStatement: ReturnType<typeof preparedSql<{ id: string }>> | undefined;
  return {
    /** The tenant's Active tests of its tests.yaml (never topic practice) with their question counts, newest first. */
    async activeTests(tenantId: string) {
      return db
        .select({ test: tests, questionCount: count(testQuestions.questionId) })
        .from(tests)
        .leftJoin(testQuestions, eq(testQuestions.testId, tests.id))
        .where(and(eq(tests.tenantId, tenantId), eq(tests.status, 'Active'), eq(tests.kind, 'set')))
        .groupBy(tests.id)
        .orderBy(desc(tests.createdAt), asc(tests.testName));
    },

    async activeTest(tenantId: string, testId: string): Promise<TestRow | undefined> {
      const [row] = await db.select().from(tests).where(and(eq(tests.tenantId, tenantId), eq(tests.id, testId), eq(tests.status, 'Active')));
      return row;
    },

    async testById(tenantId: string, testId: string): Promise<TestRow | undefined> {
      const [row] = await db.select().from(tests).where(and(eq(tests.tenantId, tenantId), eq(tests.id, testId)));
      return row;
    },

    /** The ids of a test's questions, in test order. */
    async questionIdsOf(testId: string): Promise<string[]> {
      const rows = await db.select({ id: testQuestions.questionId }).from(testQuestions).where(eq(testQuestions.testId, testId)).orderBy(asc(testQuestions.position));
      return rows.map((r) => r.id);
    },

    /** The answers of the learner's latest report on a test (any mode): what Recharge puts first. */
    async lastAnswers(userId: string, testId: string) {
      const [latest] = await db.select({ id: reports.id }).from(reports).where(and(eq(reports.userId, userId), eq(reports.testId, testId))).orderBy(desc(reports.createdAt)).limit(1);
      if (!latest) return [];
      return db
        .select({ questionId: reportAnswers.questionId, status: reportAnswers.status, confidence: reportAnswers.confidence })
        .from(reportAnswers)
        .where(eq(reportAnswers.reportId, latest.id));
    },

    /** Questions with their subtopic, returned in the order of `ids`. */
    async questionsInOrder(tenantId: string, ids: string[]): Promise<QuestionRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ question: questions, subtopic: { id: subtopics.id, name: subtopics.subTopicName, references: subtopics.references, images: subtopics.images } })
        .from(questions)
        .innerJoin(subtopics, eq(subtopics.id, questions.subtopicId))
        .where(and(eq(questions.tenantId, tenantId), inArray(questions.id, ids)));
      const byId = new Map(rows.map((r) => [r.question.id, { ...r.question, subtopic: r.subtopic }]));
      return ids.map((id) => byId.get(id)).filter((q): q is QuestionRow => q !== undefined);
    },

    /** The learner's latest report of each test they have taken. */
    async latestReports(userId: string) {
      return db
        .selectDistinctOn([reports.testId], { testId: reports.testId, id: reports.id, createdAt: reports.createdAt, percentage: reports.percentage, mode: reports.mode })
        .from(reports)
        .where(eq(reports.userId, userId))
        .orderBy(reports.testId, desc(reports.createdAt));
    },

    async hasReport(userId: string, testId: string, mode?: Mode): Promise<boolean> {
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.userId, userId), eq(reports.testId, testId), mode ? eq(reports.mode, mode) : sql`true`))
        .limit(1);
      return Boolean(row);
    },

    /** Whether the caller's session is open, their open attempt (or null) and whether they hold a report of the test: one round trip. */
    async callerAttempt(query: CallerAttemptQuery): Promise<{ sessionOpen: boolean; attempt: AttemptRow | null; attempted: boolean }> {
      callerAttemptStatement ??= prepareCallerAttempt(db);
      const [row] = await callerAttemptStatement.execute(query);
      return row!;
    },


    /** Starts an attempt; when another request started one a moment ago, returns that one. */
    async startAttempt(values: typeof attempts.$inferInsert): Promise<AttemptRow> {
      const [row] = await db.insert(attempts).values(values).onConflictDoNothing().returning();
      if (row) return row;
      const [existing] = await db
        .select()
        .from(attempts)
        .where(and(eq(attempts.userId, values.userId), eq(attempts.testId, values.testId), eq(attempts.mode, values.mode ?? 'practice'), isNull(attempts.submittedAt)));
      return existing!;
    },

    async saveProgress(attemptId: string, progress: unknown, savedAt: Date): Promise<void> {
      await db.update(attempts).set({ progress, progressSavedAt: savedAt, updatedAt: sql`now()` }).where(eq(attempts.id, attemptId));
    },

    /** The learner's most recently closed attempt of a test in a mode, with its report's id and how it closed. */
    async lastSubmitted(userId: string, testId: string, mode: Mode) {
      const [row] = await db
        .select({ attempt: attempts, reportId: reports.id, closedBy: reports.closedBy })
        .from(attempts)
        .innerJoin(reports, eq(reports.attemptId, attempts.id))
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.mode, mode), isNotNull(attempts.submittedAt)))
        .orderBy(desc(attempts.submittedAt))
        .limit(1);
      return row;
    },

    /** Open attempts whose deadline passed before `before`, oldest first: the sweeper's work. */
    expiredOpenAttempts(before: Date, limit: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(attempts)
        .where(and(isNull(attempts.submittedAt), lt(attempts.deadlineAt, before)))
        .orderBy(asc(attempts.deadlineAt))
        .limit(limit);
    },

    /** Closes the attempt if still open; false when another request closed it first. */
    async reportOfAttempt(attemptId: string): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(reports).where(eq(reports.attemptId, attemptId));
      return row;
    },

    /**
     * Closes the attempt and stores its report with every answer (see closeWithReportSql).
     * Returns the report's id, or undefined when the attempt was already closed.
     */
    async closeWithReport(attemptId: string, at: Date, report: ReportValues, answers: ReportAnswerColumns): Promise<string | undefined> {
      closeWithReportStatement ??= preparedSql<{ id: string }>(db, 'close_with_report', closeWithReportSql);
      const [row] = await closeWithReportStatement.rows({ attemptId, at: at.toISOString(), ...report, ...answers });
      return row?.id;
    },

    /** A report only its own learner may read. */
    async ownReport(tenantId: string, userId: string, reportId: string) {
      const [report] = await db.select().from(reports).where(and(eq(reports.id, reportId), eq(reports.tenantId, tenantId), eq(reports.userId, userId)));
      if (!report) return undefined;
      const answers = await db.select().from(reportAnswers).where(eq(reportAnswers.reportId, reportId)).orderBy(asc(reportAnswers.position));
      return { report, answers };
    },
  };
}

