import type { components } from '../../../openapi/schema.gen.ts';
import type { RankedLearner, ReportWithTest } from './repo.ts';
import { leaderboardName, type LeaderboardNames } from './leaderboard-name.ts';
import { percent } from './percent.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { translatedFields } from '../../tenants/translations.ts';

type Schemas = components['schemas'];

/** A report's test name in `language`, else in the default language. */
const testName = (r: ReportWithTest, language: LanguageCode) => translatedFields(r.testTranslations, language).testName ?? r.testName;

export function toDashboardReport(r: ReportWithTest, language: LanguageCode): Schemas['DashboardReport'] {
  return {
    _id: r.id,
    test: { _id: r.testId, test_name: testName(r, language), test_type: r.testType, number_of_questions: r.total },
    total: r.total,
    correct_answers: r.correctAnswers,
    percentage: r.percentage,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toProficiencyListItem(r: ReportWithTest, language: LanguageCode): Schemas['ProficiencyListItem'] {
  return {
    _id: r.id,
    test: { _id: r.testId, test_name: testName(r, language), duration_in_mins: r.durationInMins },
    total: r.total,
    correct_answers: r.correctAnswers,
    percentage: r.percentage,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A result of the learner's history: a topic's practice test is of kind Topic, the learner's own Custom, any other test of its type. */
export function toReportHistoryItem(r: ReportWithTest, language: LanguageCode): Schemas['ReportHistoryItem'] {
  return {
    _id: r.id,
    test: { _id: r.testId, test_name: testName(r, language), test_type: r.testType },
    kind: r.testKind === 'topic' ? 'Topic' : r.testKind === 'custom' ? 'Custom' : r.testType,
    total: r.total,
    correct_answers: r.correctAnswers,
    percentage: r.percentage,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A test count of the dashboard: how many, how many the caller attempted, and the share. */
export function toTestCount(all: ReadonlyArray<{ attempted: boolean }>): Schemas['TestCount'] {
  const attempted = all.filter((t) => t.attempted).length;
  return { count: all.length, attempted, attemptedPercentage: percent(attempted, all.length) };
}

/** A leaderboard row as `viewerId` sees it (see leaderboardName). */
export function toLeaderboardEntry(row: RankedLearner, viewerId: string, activeTests: number, names: LeaderboardNames): Schemas['LeaderboardEntry'] {
  return {
    rank: row.rank,
    name: leaderboardName(row, viewerId, names),
    performance: row.performance,
    attemptedPercentage: Math.min(100, percent(row.attempted, activeTests)),
  };
}

/** A report's confidence figure: from the answers whose confidence the learner chose, null when they chose none. */
const chosenConfidence = (r: ReportWithTest): number | null => (r.confidenceAnswers > 0 ? r.confidence : null);

export function toPieChart(r: ReportWithTest, language: LanguageCode): Schemas['PieChartData'] {
  const confidence = chosenConfidence(r) ?? 0;
  return {
    confidence,
    confidence_answers: r.confidenceAnswers,
    test_name: testName(r, language),
    total: r.total,
    correct_answer: r.correctAnswers,
    graphdata: [confidence, Math.round((100 - confidence) * 100) / 100],
  };
}

/** The 'Confidence VS Performance' series, oldest report first. */
export function toConfidenceChart(newestFirst: readonly ReportWithTest[], language: LanguageCode): Schemas['ConfidenceChartData'] {
  const reports = [...newestFirst].reverse();
  return {
    uData: reports.map((r) => r.percentage),
    pData: reports.map(chosenConfidence),
    qData: reports.map((r) => Math.round((r.timeTakenSeconds / 60) * 100) / 100),
    xLabels: reports.map((r) => testName(r, language)),
  };
}
