import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { translatedFields } from '../../tenants/translations.ts';
import type { TestTakingApi } from '../test-taking/index.ts';
import type { TicketsApi } from '../tickets/index.ts';
import { StampedCache } from '../../lib/stamped-cache.ts';
import { calibration, type CalibrationRow } from './calibration.ts';
import { leaderboardWindow } from './leaderboard-window.ts';
import { monthlyCounts, startOfMonths } from './months.ts';
import { RankingCache } from './ranking-cache.ts';
import { topicWise } from './proficiency.ts';
import type { InsightsRepo } from './repo.ts';
import { toConfidenceChart, toDashboardReport, toLeaderboardEntry, toPieChart, toProficiencyListItem, toReportHistoryItem, toTestCount } from './views.ts';

export interface Caller {
  tenant: Tenant;
  userId: string;
  /** The language to answer in (request.language): test, topic and subtopic names in it, each falling back to the default language's. */
  language: LanguageCode;
}

const RECENT = 5;
/** A history page's size when the caller names none. */
const HISTORY_PAGE = 20;
const CHART_MONTHS = 12;
const CHART_REPORTS = 10;
/** Learners whose calibration rows are kept (a few dozen small rows each). */
const CALIBRATIONS_KEPT = 5_000;

const scopeOf = ({ tenant, userId }: Caller) => ({ tenantId: tenant.id, userId });

/** What a learner's reports say: the dashboard, leaderboard, Recharge's target, proficiency and charts. Only ever the caller's own. */
export function insightsService({ repo, clock, testTaking, tickets }: { repo: InsightsRepo; clock: Clock; testTaking: TestTakingApi; tickets: TicketsApi }) {
  const rankings = new RankingCache();
  // A learner's answered questions by month and confidence: the aggregate of every answer they
  // ever gave (thousands of rows), recomputed only when they have a new report.
  const calibrations = new StampedCache<CalibrationRow[]>(CALIBRATIONS_KEPT);

  return {
    async dashboard(caller: Caller) {
      const [tests, reports, recentTickets] = await Promise.all([
        testTaking.tests(caller),
        repo.recentReports(scopeOf(caller), RECENT),
        tickets.recent(caller.tenant, caller.userId, RECENT, caller.language),
      ]);
      return {
        data: {
          exam: toTestCount(tests.filter((t) => t.test_type === 'Exam')),
          totalExam: toTestCount(tests),
          quiz: toTestCount(tests.filter((t) => t.test_type === 'Quiz')),
          reports: reports.map((r) => toDashboardReport(r, caller.language)),
          tests: tests.slice(0, RECENT),
          tickets: recentTickets,
        },
      };
    },

    async leaderboard(caller: Caller) {
      const tenantId = caller.tenant.id;
      // The stamp is read before the ranking: a report landing in between makes the next call recompute.
      const { stamp, activeTests } = await repo.rankingStamp(tenantId);
      const ranking = rankings.get(tenantId, stamp) ?? rankings.set(tenantId, stamp, await repo.ranking(tenantId));
      // Someone outside the ranking (a learner without results, staff) sees its top.
      const { from, to } = leaderboardWindow(ranking.rows.length, ranking.positionOf.get(caller.userId) ?? 1);
      const names = caller.tenant.manifest.leaderboard.names;
      return { data: ranking.rows.slice(from - 1, to).map((row) => toLeaderboardEntry(row, caller.userId, activeTests, names)) };
    },

    async lowestReport(caller: Caller) {
      return { testId: (await repo.lowestReportTest(scopeOf(caller))) ?? null };
    },

    /** A page of the caller's results; the page after it starts after its last report. */
    async reportHistory(caller: Caller, after: string | undefined, limit = HISTORY_PAGE) {
      // One more than asked says whether another page follows.
      const rows = await repo.reportPage(scopeOf(caller), after, limit + 1);
      if (!rows) throw notFound('Report not found');
      const page = rows.slice(0, limit);
      return { reports: page.map((r) => toReportHistoryItem(r, caller.language)), next: rows.length > limit ? page.at(-1)!.id : null };
    },

    async proficiencyList(caller: Caller) {
      return { reports: (await repo.examReports(scopeOf(caller))).map((r) => toProficiencyListItem(r, caller.language)) };
    },

    async proficiencyDetail(caller: Caller, reportId: string) {
      const report = await repo.report(scopeOf(caller), reportId);
      if (!report) throw notFound('Report not found');
      const tallies = (await repo.subtopicTallies(report.id)).map((t) => ({
        topic: translatedFields(t.topicTranslations, caller.language).topicName ?? t.topic,
        subtopic: translatedFields(t.subtopicTranslations, caller.language).subTopicName ?? t.subtopic,
        answers: t.answers,
        correct: t.correct,
      }));
      const examName = translatedFields(report.testTranslations, caller.language).testName ?? report.testName;
      return { data: { exam_name: examName, overall_percentage: report.percentage, topic_wise: topicWise(tallies) } };
    },

    async testsPerMonth(caller: Caller) {
      const now = clock();
      return { data: monthlyCounts(await repo.reportsPerMonth(scopeOf(caller), startOfMonths(now, CHART_MONTHS)), now, CHART_MONTHS) };
    },

    async questionsPerMonth(caller: Caller) {
      const now = clock();
      return { data: monthlyCounts(await repo.questionsPerMonth(scopeOf(caller), startOfMonths(now, CHART_MONTHS)), now, CHART_MONTHS) };
    },

    async pieChart(caller: Caller) {
      const [latest] = await repo.recentReports(scopeOf(caller), 1);
      return { data: latest ? toPieChart(latest, caller.language) : null };
    },

    async confidenceChart(caller: Caller) {
      return { data: toConfidenceChart(await repo.recentReports(scopeOf(caller), CHART_REPORTS), caller.language) };
    },

    async calibration(caller: Caller) {
      const scope = scopeOf(caller);
      const key = `${scope.tenantId}:${scope.userId}`;
      // The stamp is read before the rows: a report landing in between makes the next call recompute.
      const stamp = await repo.learnerStamp(scope);
      const rows = calibrations.get(key, stamp) ?? calibrations.set(key, stamp, await repo.calibrationRows(scope));
      return { data: calibration(rows, clock()) };
    },
  };
}

export type InsightsService = ReturnType<typeof insightsService>;
