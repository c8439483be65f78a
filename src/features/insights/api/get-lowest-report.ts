import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { FRESH, insightKeys } from './insight-types';

/** The test of the caller's lowest-scoring report (Recharge's target), or null. */
export async function getLowestReport(): Promise<string | null> {
  return (await unwrap(api.GET('/api/report/get-lowest-report'))).testId;
}

export const lowestReportQueryOptions = () => queryOptions({ queryKey: insightKeys.lowest(), queryFn: getLowestReport, ...FRESH });

export const useLowestReport = () => useQuery(lowestReportQueryOptions());
