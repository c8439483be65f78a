import type { components } from '../../../../openapi/schema.gen';
import { unlessFetchedForFirstRender } from '../../../api/first-render-data';

type Schemas = components['schemas'];
export type DashboardData = Schemas['DashboardData'];
export type DashboardReport = Schemas['DashboardReport'];
export type DashboardTest = Schemas['Test'];
export type DashboardTicket = Schemas['TicketListItem'];
export type TestCount = Schemas['TestCount'];
export type LeaderboardEntry = Schemas['LeaderboardEntry'];
export type ProficiencyListItem = Schemas['ProficiencyListItem'];
export type ProficiencyDetail = Schemas['ProficiencyDetail'];
export type MonthlyCount = Schemas['MonthlyCount'];
export type PieChartData = Schemas['PieChartData'];
export type ConfidenceChartData = Schemas['ConfidenceChartData'];
export type CalibrationData = Schemas['CalibrationData'];
export type CalibrationLevel = Schemas['CalibrationLevel'];
export type ReportHistoryItem = Schemas['ReportHistoryItem'];
export type ReportHistoryPage = Schemas['ReportHistoryResponse'];

/**
 * Query keys of insights. Every insight reads reports a submission changes, so none is cached
 * for long (staleTime 0): coming back to a screen after a test shows the new result.
 */
export const insightKeys = {
  all: ['insights'] as const,
  dashboard: (subdomainId: string) => [...insightKeys.all, 'dashboard', subdomainId] as const,
  leaderboard: (subdomainId: string) => [...insightKeys.all, 'leaderboard', subdomainId] as const,
  lowest: () => [...insightKeys.all, 'lowest'] as const,
  proficiency: () => [...insightKeys.all, 'proficiency'] as const,
  proficiencyOf: (reportId: string) => [...insightKeys.all, 'proficiency', reportId] as const,
  chart: (name: string) => [...insightKeys.all, 'chart', name] as const,
  history: () => [...insightKeys.all, 'history'] as const,
};

/** Fetched whenever a screen showing it opens, except just after the page fetched it for its first render. */
export const FRESH = { staleTime: 0, refetchOnMount: unlessFetchedForFirstRender } as const;
