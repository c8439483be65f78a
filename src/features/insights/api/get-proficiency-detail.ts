import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { insightKeys, type ProficiencyDetail } from './insight-types';

/** One report's proficiency by topic and subtopic (a report never changes: cached as usual). */
export async function getProficiencyDetail(reportId: string): Promise<ProficiencyDetail> {
  return (await unwrap(api.GET('/api/user/view-proficiency/{id}', { params: { path: { id: reportId } } }))).data;
}

export const proficiencyDetailQueryOptions = (reportId: string) =>
  queryOptions({ queryKey: insightKeys.proficiencyOf(reportId), queryFn: () => getProficiencyDetail(reportId) });

export const useProficiencyDetail = (reportId: string) => useQuery(proficiencyDetailQueryOptions(reportId));
