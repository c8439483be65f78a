import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { practiceKeys, type CreateTestOptions } from './practice-types';

/** The practice pool's topics and subtopics with the caller's counts per filter, the limits and the modes. */
export function getCreateTestOptions(): Promise<CreateTestOptions> {
  return unwrap(api.GET('/api/practice/create-test-options'));
}

/** The counts change with every submission: fetched again each visit. */
export function useCreateTestOptions() {
  return useQuery({ queryKey: practiceKeys.options(), queryFn: getCreateTestOptions, staleTime: 0 });
}
