import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { catalogKeys, type SpecialityTopicDetail } from './catalog-types';

/** One topic with its images, references, description and subtopics. */
export async function getTopic(topicId: string): Promise<SpecialityTopicDetail> {
  return (await unwrap(api.GET('/api/user/get-topic/{topicID}', { params: { path: { topicID: topicId } } }))).topic;
}

export const topicQueryOptions = (topicId: string) => queryOptions({ queryKey: catalogKeys.topic(topicId), queryFn: () => getTopic(topicId) });

/** The detail screen and the practice screen share this query (and its cache). */
export const useTopic = (topicId: string) => useQuery(topicQueryOptions(topicId));
