import type { components } from '../../../../openapi/schema.gen';

type Schemas = components['schemas'];
export type SpecialityTopic = Schemas['SpecialityTopic'];
export type SpecialityTopicDetail = Schemas['SpecialityTopicDetail'];
export type SpecialitySubtopic = Schemas['SpecialitySubtopic'];
export type TopicImage = Schemas['TopicImage'];
export type Summary = Schemas['Summary'];

/** Query keys of the catalog (speciality modules and the summary tree). */
export const catalogKeys = {
  all: ['catalog'] as const,
  topics: (subdomainId: string, key: string) => [...catalogKeys.all, 'topics', subdomainId, key] as const,
  topic: (topicId: string) => [...catalogKeys.all, 'topic', topicId] as const,
  summary: (subdomainId: string) => [...catalogKeys.all, 'summary', subdomainId] as const,
};

/** Where a topic's pages live. */
export const catalogPaths = {
  list: '/menu/speciality-modules',
  topic: (topicId: string) => `/menu/speciality-modules/topic-detail/${topicId}`,
  /** Practise the whole topic, or one subtopic of it. */
  practice: (topicId: string, subtopicId?: string) =>
    `/menu/speciality-modules/topic-detail/${topicId}/take-test${subtopicId ? `?subtopic=${encodeURIComponent(subtopicId)}` : ''}`,
  /** The review of a practice attempt (the take-test screen adds ?reportId=). */
  review: (topicId: string, testId: string) => `/menu/speciality-modules/topic-detail/${topicId}/check-answers/${testId}`,
};
