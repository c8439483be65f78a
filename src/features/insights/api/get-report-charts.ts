import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { FRESH, insightKeys, type CalibrationData, type ConfidenceChartData, type MonthlyCount, type PieChartData } from './insight-types';

/** The Reports screen's calls, one per card; each card loads (and fails) on its own. */
export const getTestsPerMonth = async (): Promise<MonthlyCount[]> => (await unwrap(api.GET('/api/user/get-user-test-data'))).data;
export const getQuestionsPerMonth = async (): Promise<MonthlyCount[]> => (await unwrap(api.GET('/api/user/get-user-question-data'))).data;
export const getConfidencePie = async (): Promise<PieChartData | null> => (await unwrap(api.GET('/api/user/get-user-pie-chart'))).data;
export const getConfidenceSeries = async (): Promise<ConfidenceChartData> => (await unwrap(api.GET('/api/user/get-user-confidence'))).data;
export const getCalibration = async (): Promise<CalibrationData> => (await unwrap(api.GET('/api/user/get-user-calibration'))).data;

export const reportChartQueries = {
  testsPerMonth: () => queryOptions({ queryKey: insightKeys.chart('tests'), queryFn: getTestsPerMonth, ...FRESH }),
  questionsPerMonth: () => queryOptions({ queryKey: insightKeys.chart('questions'), queryFn: getQuestionsPerMonth, ...FRESH }),
  confidencePie: () => queryOptions({ queryKey: insightKeys.chart('pie'), queryFn: getConfidencePie, ...FRESH }),
  confidenceSeries: () => queryOptions({ queryKey: insightKeys.chart('confidence'), queryFn: getConfidenceSeries, ...FRESH }),
  calibration: () => queryOptions({ queryKey: insightKeys.chart('calibration'), queryFn: getCalibration, ...FRESH }),
};

export const useTestsPerMonth = () => useQuery(reportChartQueries.testsPerMonth());
export const useQuestionsPerMonth = () => useQuery(reportChartQueries.questionsPerMonth());
export const useConfidencePie = () => useQuery(reportChartQueries.confidencePie());
export const useConfidenceSeries = () => useQuery(reportChartQueries.confidenceSeries());
export const useCalibration = () => useQuery(reportChartQueries.calibration());
