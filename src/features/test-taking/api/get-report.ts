import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';

export type Report = components['schemas']['Report'];

export async function getReport(reportId: string): Promise<Report> {
  return (await unwrap(api.GET('/api/report/get-report/{reportId}', { params: { path: { reportId } } }))).report;
}

export function useReport(reportId: string | null) {
  return useQuery({ queryKey: ['report', reportId], queryFn: () => getReport(reportId!), enabled: Boolean(reportId), staleTime: Infinity });
}
