import type { components } from '../../../openapi/schema.gen.ts';
import type { RankedLearner, ReportWithTest } from './repo.ts';
import { leaderboardName, type LeaderboardNames } from './leaderboard-name.ts';
import { percent } from './percent.ts';

type Schemas = components['schemas'];

export function toDashboardReport(r: ReportWithTest): Schemas['DashboardReport'] {
  return {
    _id: r.id,
    test: { _id: r.testId, test_name: r.testName, test_type: r.testType, number_of_questions: r.total },
    total: r.total,
    correct_answers: r.correctAnswers,
    percentage: r.percentage,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toProficiencyListItem(r: ReportWithTest): Schemas['ProficiencyListItem'] {
  return {
    _id: r.id,
    test: { _id: r.testId, test_name: r.testName, duration_in_mins: r.durationInMins },
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

export function toPieChart(r: ReportWithTest): Schemas['PieChartData'] {
  return { confidence: r.confidence, test_name: r.testName, total: r.total, correct_answer: r.correctAnswers, graphdata: [r.confidence, Math.round((100 - r.confidence) * 100) / 100] };
}

/** The 'Confidence VS Performance' series, oldest report first. */
export function toConfidenceChart(newestFirst: readonly ReportWithTest[]): Schemas['ConfidenceChartData'] {
  const reports = [...newestFirst].reverse();
  return {
    uData: reports.map((r) => r.percentage),
    pData: reports.map((r) => r.confidence),
    qData: reports.map((r) => Math.round((r.timeTakenSeconds / 60) * 100) / 100),
    xLabels: reports.map((r) => r.testName),
  };
}
