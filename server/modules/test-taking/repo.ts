import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { epochMs } from '../../db/epoch-ms.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import type { KnownList } from './known-list.ts';
import { attempts, reportAnswers, reports } from '../../db/schema/attempts.ts';
import { questions, subtopics, testQuestions, tests } from '../../db/schema/bank.ts';
import { sessionOpenCondition } from '../auth/index.ts';

export type TestRow = typeof tests.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect & {
  subtopic: { id: string; name: string; references: string[]; images: string[]; translations: (typeof subtopics.$inferSelect)['translations'] };
};
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
  confidenceAnswers: number;
  timeTakenSeconds: number;
  closedBy: 'learner' | 'late' | 'server';
}

/**
 * A report's scored answers, in test order, one value per column: each list holds item i for
 * answer i. Words and ids are joined by commas (none holds one), selections are one JSON array,
 * and only the learners' notes go as a text array (quoted and escaped by the driver).
 */
export interface ReportAnswerColumns {
  /** Question ids joined by commas. */
  questionIds: string;
  /** 'Correct', 'Partial' or 'Wrong', joined by commas. */
  statuses: string;
  /** The selections as one JSON array. */
  selected: string;
  /** 't' or 'f', joined by commas. */
  flags: string;
  notes: string[];
  /** Confidence labels joined by commas. */
  confidences: string;
  /** 't' or 'f' (whether the learner chose the confidence), joined by commas. */
  chosen: string;
}

const value = (name: string) => sql.placeholder(name);

/**
 * Closes an attempt and stores its report with every answer, in one statement (one round trip,
 * atomic on its own): nothing is written unless this call is the one that closes the attempt.
 * The answers arrive one value per column (see ReportAnswerColumns), which both sides write and
 * read far faster than JSON objects or quoted arrays; the selections' JSON is read once (the
 * `selections` CTE), not once per answer. Prepared: written once, parsed and planned once.
 */
const closeWithReportSql = sql`
  with selections as (select ${value('selected')}::jsonb as list),
  closed as (
    update attempts set submitted_at = ${value('at')}::timestamptz, updated_at = now()
    where id = ${value('attemptId')}::uuid and submitted_at is null
    returning id
  ),
  report as (
    insert into reports (tenant_id, user_id, test_id, attempt_id, mode, total, attempted, correct_answers, partial_answers, wrong_answers, percentage, confidence, confidence_answers, time_taken_seconds, closed_by)
    select ${value('tenantId')}::uuid, ${value('userId')}::uuid, ${value('testId')}::uuid, closed.id, ${value('mode')}::text, ${value('total')}::int, ${value('attempted')}::int,
      ${value('correctAnswers')}::int, ${value('partialAnswers')}::int, ${value('wrongAnswers')}::int, ${value('percentage')}::numeric, ${value('confidence')}::numeric, ${value('confidenceAnswers')}::int,
      ${value('timeTakenSeconds')}::int, ${value('closedBy')}::text
    from closed
    returning id
  ),
  stored as (
    insert into report_answers (tenant_id, report_id, position, question_id, status, selected, flag, notes, confidence, confidence_chosen)
    select ${value('tenantId')}::uuid, report.id, a.ord - 1, a.question_id, a.status, selections.list -> (a.ord - 1)::int, a.flag, a.notes, a.confidence, a.chosen
    from report, selections, unnest(
        string_to_array(${value('questionIds')}::text, ',')::uuid[], string_to_array(${value('statuses')}::text, ','),
        string_to_array(${value('flags')}::text, ',')::boolean[], ${value('notes')}::text[], string_to_array(${value('confidences')}::text, ','),
        string_to_array(${value('chosen')}::text, ',')::boolean[]
      ) with ordinality as a(question_id, status, flag, notes, confidence, chosen, ord)
  )
  select id from report`;

/**
 * An open attempt as the calls that resume, save and submit it read it: the question list as the
 * question cache's key (ids joined by commas) and saved progress as JSON text (null until first
 * saved), so resuming sends them on without parsing them.
 */
export interface OpenAttempt {
  id: string;
  tenantId: string;
  userId: string;
  testId: string;
  mode: Mode;
  startedAt: Date;
  deadlineAt: Date;
  questionList: string;
  progressJson: string | null;
}

/** What callerAttempt answers. */
export interface CallerAttempt {
  sessionOpen: boolean;
  attempt: OpenAttempt | null;
  attempted: boolean;
}

/**
 * Resuming, saving and submitting ask this first, every time, in one prepared statement: whether
 * the caller's session is still open (signing out or a password change ends it at once, on every
 * process), their open attempt of the test in this mode if any, and whether they hold any report
 * of the test. Times come as epoch milliseconds and JSON as text: nothing to parse per request.
 *
 * Asked for every caller of one turn of the event loop at once (see `batched`): a cohort opening
 * or submitting together shares one round trip. The callers arrive one value per column, ids and
 * times joined by commas (none holds one), and are answered in their order.
 */
const callerAttemptsSql = sql`
  select
    ${sessionOpenCondition({ sessionId: sql`k.session_id`, userId: sql`k.user_id`, now: sql`k.now` })} as session_open,
    coalesce((select true from reports r where r.user_id = k.user_id and r.test_id = k.test_id limit 1), false) as attempted,
    a.id, a.tenant_id, a.mode,
    ${epochMs(sql`a.started_at`)} as started_ms,
    ${epochMs(sql`a.deadline_at`)} as deadline_ms,
    case when a.id = k.known_attempt_id then null else array_to_string(array(select jsonb_array_elements_text(a.question_ids)), ',') end as question_list,
    case when a.progress_saved_at is null then null else a.progress::text end as progress_json
  from unnest(
      string_to_array(${value('userIds')}::text, ',')::uuid[], string_to_array(${value('sessionIds')}::text, ',')::uuid[],
      string_to_array(${value('testIds')}::text, ',')::uuid[], string_to_array(${value('modes')}::text, ','),
      string_to_array(${value('knownAttemptIds')}::text, ',', '')::uuid[], string_to_array(${value('nows')}::text, ',')::timestamptz[]
    ) with ordinality as k(user_id, session_id, test_id, mode, known_attempt_id, now, ord)
  -- Per caller, by the index of open attempts (at most one each).
  left join lateral (
    select * from attempts a where a.user_id = k.user_id and a.test_id = k.test_id and a.mode = k.mode and a.submitted_at is null limit 1
  ) a on true
  order by k.ord`;

interface CallerAttemptRow {
  session_open: boolean;
  attempted: boolean;
  id: string | null;
  tenant_id: string;
  mode: Mode;
  started_ms: number;
  deadline_ms: number;
  /** Null when the open attempt is the one the caller already knows. */
  question_list: string | null;
  progress_json: string | null;
}

/**
 * Who asks (their session) about which test in which mode, and when. `known`: the open attempt
 * this process saw last, whose question list is not read again when it is still the open one (an
 * attempt's questions never change).
 */
export type CallerAttemptQuery = {
  userId: string;
  sessionId: string;
  testId: string;
  mode: Mode;
  now: Date;
  known: KnownList | undefined;
};

const callerAttemptOf = (query: CallerAttemptQuery, row: CallerAttemptRow): CallerAttempt => ({
  sessionOpen: row.session_open,
  attempted: row.attempted,
  attempt: row.id
    ? {
        id: row.id,
        tenantId: row.tenant_id,
        userId: query.userId,
        testId: query.testId,
        mode: row.mode,
        startedAt: new Date(row.started_ms),
        deadlineAt: new Date(row.deadline_ms),
        questionList: row.question_list ?? query.known!.list,
        progressJson: row.progress_json,
      }
    : null,
});

const joined = (queries: CallerAttemptQuery[], value: (query: CallerAttemptQuery) => string) => queries.map(value).join(',');

/** An attempt row as the calls on an open attempt read it (see OpenAttempt). */
export const openAttemptOf = (row: AttemptRow): OpenAttempt => ({
  id: row.id,
  tenantId: row.tenantId,
  userId: row.userId,
  testId: row.testId,
  mode: row.mode,
  startedAt: row.startedAt,
  deadlineAt: row.deadlineAt,
  questionList: row.questionIds.join(','),
  progressJson: row.progressSavedAt ? JSON.stringify(row.progress) : null,
});

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

export function testTakingRepo(db: Queryable) {
  let latestReportsStatement: ReturnType<typeof prepareLatestReports> | undefined;
  let callerAttemptsStatement: ReturnType<typeof preparedSql<CallerAttemptRow>> | undefined;
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
      const [row] = await db
        .select()
        .from(tests)
        .where(and(eq(tests.tenantId, tenantId), eq(tests.id, testId), eq(tests.status, 'Active')));
      return row;
    },

    async testById(tenantId: string, testId: string): Promise<TestRow | undefined> {
      const [row] = await db
        .select()
        .from(tests)
        .where(and(eq(tests.tenantId, tenantId), eq(tests.id, testId)));
      return row;
    },

    /** The ids of a test's questions, in test order. */
    async questionIdsOf(testId: string): Promise<string[]> {
      const rows = await db
        .select({ id: testQuestions.questionId })
        .from(testQuestions)
        .where(eq(testQuestions.testId, testId))
        .orderBy(asc(testQuestions.position));
      return rows.map((r) => r.id);
    },

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

    /** Questions with their subtopic, returned in the order of `ids`. */
    async questionsInOrder(tenantId: string, ids: string[]): Promise<QuestionRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          question: questions,
          subtopic: {
            id: subtopics.id,
            name: subtopics.subTopicName,
            references: subtopics.references,
            images: subtopics.images,
            translations: subtopics.translations,
          },
        })
        .from(questions)
        .innerJoin(subtopics, eq(subtopics.id, questions.subtopicId))
        .where(and(eq(questions.tenantId, tenantId), inArray(questions.id, ids)));
      const byId = new Map(rows.map((r) => [r.question.id, { ...r.question, subtopic: r.subtopic }]));
      return ids.map((id) => byId.get(id)).filter((q): q is QuestionRow => q !== undefined);
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

    /**
     * Whether each caller's session is open, their open attempt (or null) and whether they hold a
     * report of the test: one round trip for all of them, answered in their order.
     */
    async callerAttempts(queries: CallerAttemptQuery[]): Promise<CallerAttempt[]> {
      callerAttemptsStatement ??= preparedSql<CallerAttemptRow>(db, 'caller_attempts', callerAttemptsSql);
      const rows = await callerAttemptsStatement.rows({
        userIds: joined(queries, (q) => q.userId),
        sessionIds: joined(queries, (q) => q.sessionId),
        testIds: joined(queries, (q) => q.testId),
        modes: joined(queries, (q) => q.mode),
        knownAttemptIds: joined(queries, (q) => q.known?.attemptId ?? ''),
        nows: joined(queries, (q) => q.now.toISOString()),
      });
      if (rows.length !== queries.length) throw new Error(`caller_attempts: ${rows.length} rows for ${queries.length} callers`);
      return rows.map((row, i) => callerAttemptOf(queries[i]!, row));
    },

    /** Starts an attempt; when another request started one a moment ago, returns that one. */
    async startAttempt(values: typeof attempts.$inferInsert): Promise<AttemptRow> {
      const [row] = await db.insert(attempts).values(values).onConflictDoNothing().returning();
      if (row) return row;
      const [existing] = await db
        .select()
        .from(attempts)
        .where(
          and(
            eq(attempts.userId, values.userId),
            eq(attempts.testId, values.testId),
            eq(attempts.mode, values.mode ?? 'practice'),
            isNull(attempts.submittedAt),
          ),
        );
      return existing!;
    },

    async saveProgress(attemptId: string, progress: unknown, savedAt: Date): Promise<void> {
      await db
        .update(attempts)
        .set({ progress, progressSavedAt: savedAt, updatedAt: sql`now()` })
        .where(eq(attempts.id, attemptId));
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
