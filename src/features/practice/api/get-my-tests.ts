import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { practiceKeys, type MyTest } from './practice-types';

/** The caller's own tests, newest first, each with whether an attempt is open and its report. */
export async function getMyTests(): Promise<MyTest[]> {
  return (await unwrap(api.GET('/api/practice/my-tests'))).tests;
}

export function useMyTests() {
  return useQuery({ queryKey: practiceKeys.myTests(), queryFn: getMyTests, staleTime: 0 });
}
