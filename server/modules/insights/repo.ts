import { and, asc, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { preparedSql, type PreparedSql } from '../../db/prepared-sql.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { reportAnswers, reports } from '../../db/schema/attempts.ts';
import { questions, subtopics, tests, topics } from '../../db/schema/bank.ts';
import type { CalibrationRow, Level } from './calibration.ts';
import type { SubtopicTally } from './proficiency.ts';
import type { RowTranslations } from '../../db/schema/columns.ts';

/** The caller's scope: every query here is limited to one learner of one provider. */
export interface Scope {
  tenantId: string;
  userId: string;
}

const mine = ({ tenantId, userId }: Scope) => and(eq(reports.tenantId, tenantId), eq(reports.userId, userId));
const monthOfReport = sql<string>`to_char(${reports.createdAt} at time zone 'UTC', 'YYYY-MM')`;
const reportWithTest = {
  id: reports.id,
  createdAt: reports.createdAt,
  total: reports.total,
  attempted: reports.attempted,
  correctAnswers: reports.correctAnswers,
  percentage: reports.percentage,
  confidence: reports.confidence,
  confidenceAnswers: reports.confidenceAnswers,
  timeTakenSeconds: reports.timeTakenSeconds,
  testId: tests.id,
  testName: tests.testName,
  testTranslations: tests.translations,
  testType: tests.testType,
  durationInMins: tests.durationInMins,
  testKind: tests.kind,
};
export type ReportWithTest = { [K in keyof typeof reportWithTest]: (typeof reportWithTest)[K]['_']['data'] };

/** One learner's place in the provider's ranking. */
export interface RankedLearner {
  userId: string;
  firstName: string;
  lastName: string;
  /** Their choice in My Account: others see them as "Learner". */
  nameHidden: boolean;
  rank: number;
  position: number;
  performance: number;
  attempted: number;
}

/**
 * The provider's learners (verified, not staff) who have at least one report, ranked by mean
 * report percentage (2 decimals): equal means share a rank; within a rank, the earlier first
 * report first. `position` is the row number in that order. A learner without reports is not
 * ranked: a place on the board is earned by a result, and nobody is listed who never took a
 * test. A learner's own tests (mode custom) never count. Reports are aggregated per learner
 * first (an index-only scan of reports_tenant_user_ranked, which holds only the counted
 * reports), then joined to the learners.
 */
const ranked = (tenantId: string) => sql`
  with per_learner as (
    select r.user_id, round(avg(r.percentage), 2)::float8 as performance,
      (count(distinct r.test_id) filter (
        where r.test_id = any(array(select id from tests where tenant_id = ${tenantId} and status = 'Active' and kind = 'set'))
      ))::int as attempted,
      min(r.created_at) as first_report
    from reports r
    where r.tenant_id = ${tenantId} and r.mode <> 'custom'
    group by r.user_id
  )
  select u.id as user_id, u.first_name, u.last_name, u.leaderboard_name_hidden, p.performance, p.attempted,
    (rank() over (order by p.performance desc))::int as rank,
    (row_number() over (order by p.performance desc, p.first_report asc, u.id))::int as position
  from per_learner p
  join users u on u.id = p.user_id
  where u.tenant_id = ${tenantId} and u.role = 'learner' and u.email_verified_at is not null
  order by position`;

const toRanked = (row: Record<string, unknown>): RankedLearner => ({
  userId: row.user_id as string,
  firstName: row.first_name as string,
  lastName: row.last_name as string,
  nameHidden: row.leaderboard_name_hidden === true,
  rank: Number(row.rank),
  position: Number(row.position),
  performance: Number(row.performance),
  attempted: Number(row.attempted),
});

/** A learner's newest reports with their tests, as a prepared statement (the dashboard asks it on every visit). */
const prepareRecentReports = (db: Queryable) =>
  db
    .select(reportWithTest)
    .from(reports)
    .innerJoin(tests, eq(tests.id, reports.testId))
    .where(and(eq(reports.tenantId, sql.placeholder('tenantId')), eq(reports.userId, sql.placeholder('userId'))))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(sql.placeholder('limit'))
    .prepare('recent_reports');

/** One of a learner's reports with its test (a proficiency view), prepared: its joins cost more to plan than to run. */
const prepareReport = (db: Queryable) =>
  db
    .select(reportWithTest)
    .from(reports)
    .innerJoin(tests, eq(tests.id, reports.testId))
    .where(and(eq(reports.tenantId, sql.placeholder('tenantId')), eq(reports.userId, sql.placeholder('userId')), eq(reports.id, sql.placeholder('reportId'))))
    .prepare('insights_report');

/** A learner's Exam reports with their tests, newest first (the proficiency list), prepared as above. */
const prepareExamReports = (db: Queryable) =>
  db
    .select(reportWithTest)
    .from(reports)
    .innerJoin(tests, eq(tests.id, reports.testId))
    .where(and(eq(reports.tenantId, sql.placeholder('tenantId')), eq(reports.userId, sql.placeholder('userId')), eq(tests.testType, 'Exam')))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .prepare('exam_reports');

/** The test of a learner's lowest-percentage report on a still Active test of the provider (Recharge), prepared as above. */
const prepareLowestReportTest = (db: Queryable) =>
  db
    .select({ testId: reports.testId })
    .from(reports)
    .innerJoin(tests, eq(tests.id, reports.testId))
    // A learner's own test is never recharged: it is not one of the provider's tests.
    .where(
      and(
        eq(reports.tenantId, sql.placeholder('tenantId')),
        eq(reports.userId, sql.placeholder('userId')),
        eq(tests.status, 'Active'),
        ne(tests.kind, 'custom'),
      ),
    )
    .orderBy(asc(reports.percentage), desc(reports.createdAt))
    .limit(1)
    .prepare('lowest_report_test');

/** A report's answers counted per subtopic, with the subtopic's topic: prepared, as above. */
const prepareSubtopicTallies = (db: Queryable) =>
  db
    .select({
      topic: topics.topicName,
      subtopic: subtopics.subTopicName,
      topicTranslations: topics.translations,
      subtopicTranslations: subtopics.translations,
      answers: count(),
      correct: sql<number>`(count(*) filter (where ${reportAnswers.status} = 'Correct'))::int`,
    })
    .from(reportAnswers)
    .innerJoin(questions, eq(questions.id, reportAnswers.questionId))
    .innerJoin(subtopics, eq(subtopics.id, questions.subtopicId))
    .innerJoin(topics, eq(topics.id, subtopics.topicId))
    .where(eq(reportAnswers.reportId, sql.placeholder('reportId')))
    .groupBy(topics.topicName, topics.translations, subtopics.id, subtopics.subTopicName, subtopics.translations)
    .prepare('subtopic_tallies');

/**
 * What the ranking depends on (see rankingStamp), one pass over the provider's users and one over
 * its tests, as a prepared statement: every leaderboard view asks it. Its reports are read through
 * users.report_writes (which triggers on reports keep: migration 0022_reports-count-on-users), so
 * the cost follows the provider's learners and tests, never its reports. The hidden names are
 * counted as well as the users' newest update: a learner's choice then changes the stamp even when
 * another update carries a later time than theirs.
 */
const rankingStampSql = sql`
  select u.users, u.report_writes, u.last_user, u.hidden, t.active_tests, t.last_test
  from (select count(*)::int as users, coalesce(sum(report_writes), 0)::text as report_writes, max(updated_at)::text as last_user,
        (count(*) filter (where leaderboard_name_hidden))::int as hidden
      from users where tenant_id = ${sql.placeholder('tenantId')}::uuid) u,
    (select (count(*) filter (where status = 'Active' and kind = 'set'))::int as active_tests, max(updated_at)::text as last_test
      from tests where tenant_id = ${sql.placeholder('tenantId')}::uuid) t`;

interface RankingStampRow {
  users: number;
  /** A bigint sum, as text. */
  report_writes: string;
  last_user: string | null;
  hidden: number;
  active_tests: number;
  last_test: string | null;
}

/** Read-only queries over the reports that test taking writes: insights never change them. */
export function insightsRepo(db: Queryable) {
  let recentReportsStatement: ReturnType<typeof prepareRecentReports> | undefined;
  let rankingStampStatement: PreparedSql<RankingStampRow> | undefined;
  let reportStatement: ReturnType<typeof prepareReport> | undefined;
  let examReportsStatement: ReturnType<typeof prepareExamReports> | undefined;
  let lowestReportTestStatement: ReturnType<typeof prepareLowestReportTest> | undefined;
  let subtopicTalliesStatement: ReturnType<typeof prepareSubtopicTallies> | undefined;
  return {
    recentReports(scope: Scope, limit: number): Promise<ReportWithTest[]> {
      recentReportsStatement ??= prepareRecentReports(db);
      return recentReportsStatement.execute({ ...scope, limit });
    },

    /**
     * One page of a learner's reports, newest first (equal times by id, descending), after the
     * report `after` when given (keyset paging: a report landing meanwhile never shifts a page).
     * Reads reports_user_created. `undefined` when `after` is not one of the learner's reports.
     */
    async reportPage(scope: Scope, after: string | undefined, limit: number): Promise<ReportWithTest[] | undefined> {
      if (after) {
        const [cursor] = await db
          .select({ id: reports.id })
          .from(reports)
          .where(and(mine(scope), eq(reports.id, after)));
        if (!cursor) return undefined;
      }
      const before = after ? sql`(${reports.createdAt}, ${reports.id}) < (select c.created_at, c.id from reports c where c.id = ${after})` : undefined;
      return db
        .select(reportWithTest)
        .from(reports)
        .innerJoin(tests, eq(tests.id, reports.testId))
        .where(and(mine(scope), before))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit);
    },

    examReports(scope: Scope): Promise<ReportWithTest[]> {
      examReportsStatement ??= prepareExamReports(db);
      return examReportsStatement.execute({ ...scope });
    },

    async report(scope: Scope, reportId: string): Promise<ReportWithTest | undefined> {
      reportStatement ??= prepareReport(db);
      const [row] = await reportStatement.execute({ ...scope, reportId });
      return row;
    },

    /** A report's answers counted per subtopic, with the subtopic's topic. */
    /** With the topic's and subtopic's names in the provider's other languages (their `translations`). */
    subtopicTallies(
      reportId: string,
    ): Promise<
      Array<SubtopicTally & { topicTranslations: RowTranslations<{ topicName: string }>; subtopicTranslations: RowTranslations<{ subTopicName: string }> }>
    > {
      subtopicTalliesStatement ??= prepareSubtopicTallies(db);
      return subtopicTalliesStatement.execute({ reportId });
    },

    /** The test of the lowest-percentage report on a still Active test of the provider (on a tie, the newest report). */
    async lowestReportTest(scope: Scope): Promise<string | undefined> {
      lowestReportTestStatement ??= prepareLowestReportTest(db);
      const [row] = await lowestReportTestStatement.execute({ ...scope });
      return row?.testId;
    },

    /** Reports per month since `since`. */
    reportsPerMonth: (scope: Scope, since: Date) =>
      db
        .select({ month: monthOfReport, count: count() })
        .from(reports)
        .where(and(mine(scope), gte(reports.createdAt, since)))
        .groupBy(monthOfReport),

    /** Questions answered (the reports' `attempted`) per month since `since`. */
    questionsPerMonth: (scope: Scope, since: Date) =>
      db
        .select({ month: monthOfReport, count: sql<number>`sum(${reports.attempted})::int` })
        .from(reports)
        .where(and(mine(scope), gte(reports.createdAt, since)))
        .groupBy(monthOfReport),

    /**
     * Answered questions (an empty or all-blank selection is not an answer: one contained in
     * `[null]`) whose confidence the learner chose (a default says nothing of them; rows stored
     * before the choice was recorded count as not chosen), per month and confidence level, with
     * how many were Correct.
     */
    async calibrationRows(scope: Scope): Promise<CalibrationRow[]> {
      const rows = await db
        .select({
          month: monthOfReport,
          level: reportAnswers.confidence,
          answers: count(),
          correct: sql<number>`(count(*) filter (where ${reportAnswers.status} = 'Correct'))::int`,
        })
        .from(reportAnswers)
        .innerJoin(reports, eq(reports.id, reportAnswers.reportId))
        .where(and(mine(scope), eq(reportAnswers.confidenceChosen, true), sql`not (${reportAnswers.selected} <@ '[null]'::jsonb)`))
        .groupBy(monthOfReport, reportAnswers.confidence);
      return rows.map((r) => ({ ...r, level: r.level as Level, correct: Number(r.correct) }));
    },

    /**
     * What a learner's own insights depend on, cheaply: their reports, which are only ever added
     * (or deleted with the learner) and whose answers never change, so an equal count and newest
     * report mean equal rows, on any process.
     */
    async learnerStamp(scope: Scope): Promise<string> {
      const [row] = await rowsOf(
        db,
        sql`select count(*)::int as reports, max(created_at)::text as last_report, max(id::text) as some_id
          from reports where tenant_id = ${scope.tenantId} and user_id = ${scope.userId}`,
      );
      return [row!.reports, row!.last_report, row!.some_id].join('|');
    },

    /**
     * What the ranking depends on, cheaply: reports stored, changed or deleted (each adds to its
     * learner's report_writes in the same transaction, so the sum only grows and shows a report
     * exactly when it is committed), learners joined, verified, renamed or hiding their names,
     * tests made Active or not. Users are only ever added or updated (an update sets updated_at),
     * so equal stamps mean an equal ranking, on any process.
     */
    async rankingStamp(tenantId: string): Promise<{ stamp: string; activeTests: number }> {
      rankingStampStatement ??= preparedSql<RankingStampRow>(db, 'ranking_stamp', rankingStampSql);
      const [row] = await rankingStampStatement.rows({ tenantId });
      return {
        stamp: [row!.users, row!.report_writes, row!.last_user, row!.hidden, row!.active_tests, row!.last_test].join('|'),
        activeTests: row!.active_tests,
      };
    },

    /** Every ranked learner of the provider, in ranking order. */
    async ranking(tenantId: string): Promise<RankedLearner[]> {
      return (await rowsOf(db, ranked(tenantId))).map(toRanked);
    },
  };
}

export type InsightsRepo = ReturnType<typeof insightsRepo>;
