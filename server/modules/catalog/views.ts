import type { components } from '../../../openapi/schema.gen.ts';
import type { SubtopicRow, TopicRow } from './repo.ts';

type Schemas = components['schemas'];

/** The keys practice-tests.ts gives a topic's and a subtopic's practice Quiz. */
export const practiceKey = { topic: (key: string) => `topic.${key}`, subtopic: (key: string) => `subtopic.${key}` };

export function toSpecialityTopic(row: TopicRow): Schemas['SpecialityTopic'] {
  return { _id: row.id, topic_name: row.topicName, subtopic_count: row.subtopicCount, questionCount: row.questionCount, description: row.descriptionHtml };
}

export function toTopicDetail(row: TopicRow, subs: SubtopicRow[], practice: Map<string, string>): Schemas['SpecialityTopicDetail'] {
  return {
    ...toSpecialityTopic(row),
    images: row.images,
    references: row.references,
    practice_test_id: practice.get(practiceKey.topic(row.key)) ?? null,
    subtopics: subs.map((s) => ({ _id: s.id, sub_topic_name: s.subTopicName, questionCount: s.questionCount, practice_test_id: practice.get(practiceKey.subtopic(s.key)) ?? null })),
  };
}

/** The summary tree: topics keyed by name in alphabetical order, each with its count and subtopics. */
export function toSummary(domain: string, subdomain: string, rows: TopicRow[], subs: SubtopicRow[]): Schemas['Summary'] {
  const byName = [...rows].sort((a, b) => a.topicName.localeCompare(b.topicName, 'en-GB'));
  return {
    domain,
    subdomain,
    topics: Object.fromEntries(
      byName.map((row) => [
        row.topicName,
        {
          questionsCount: row.questionCount,
          subtopics: subs.filter((s) => s.topicId === row.id).map((s) => ({ sub_topic_name: s.subTopicName, questionsCount: s.questionCount })),
        },
      ]),
    ),
  };
}
