import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { FRESH, insightKeys, type ProficiencyListItem } from './insight-types';

/** The caller's Exam reports, newest first. */
export async function getProficiencyList(): Promise<ProficiencyListItem[]> {
  return (await unwrap(api.GET('/api/user/view-proficiency'))).reports;
}

export const proficiencyListQueryOptions = () => queryOptions({ queryKey: insightKeys.proficiency(), queryFn: getProficiencyList, ...FRESH });

export const useProficiencyList = () => useQuery(proficiencyListQueryOptions());
