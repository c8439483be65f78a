import type { components } from '../../../openapi/schema.gen.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { translated } from '../../tenants/translations.ts';
import type { SubtopicRow, TopicRow } from './repo.ts';

type Schemas = components['schemas'];

/** The keys practice-tests.ts gives a topic's and a subtopic's practice Quiz. */
export const practiceKey = { topic: (key: string) => `topic.${key}`, subtopic: (key: string) => `subtopic.${key}` };

/** A topic's and a subtopic's words in `language`, each falling back to the default language's. */
const topicIn = (row: TopicRow, language: LanguageCode): TopicRow => translated(row, row.translations, language);
const subtopicIn = (row: SubtopicRow, language: LanguageCode): SubtopicRow => translated(row, row.translations, language);

export function toSpecialityTopic(stored: TopicRow, language: LanguageCode): Schemas['SpecialityTopic'] {
  const row = topicIn(stored, language);
  return { _id: row.id, topic_name: row.topicName, subtopic_count: row.subtopicCount, questionCount: row.questionCount, description: row.descriptionHtml };
}

export function toTopicDetail(row: TopicRow, stored: SubtopicRow[], practice: Map<string, string>, language: LanguageCode): Schemas['SpecialityTopicDetail'] {
  const subs = stored.map((s) => subtopicIn(s, language));
  return {
    ...toSpecialityTopic(row, language),
    images: row.images,
    references: row.references,
    practice_test_id: practice.get(practiceKey.topic(row.key)) ?? null,
    subtopics: subs.map((s) => ({
      _id: s.id,
      sub_topic_name: s.subTopicName,
      questionCount: s.questionCount,
      practice_test_id: practice.get(practiceKey.subtopic(s.key)) ?? null,
    })),
  };
}

/** The summary tree: topics keyed by name in alphabetical order, each with its count and subtopics. */
export function toSummary(domain: string, subdomain: string, stored: TopicRow[], storedSubs: SubtopicRow[], language: LanguageCode): Schemas['Summary'] {
  const rows = stored.map((row) => topicIn(row, language));
  const subs = storedSubs.map((s) => subtopicIn(s, language));
  const byName = [...rows].sort((a, b) => a.topicName.localeCompare(b.topicName, language === 'en-XA' ? 'en-GB' : language));
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
