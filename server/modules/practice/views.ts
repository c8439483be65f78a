import type { components } from '../../../openapi/schema.gen.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { translatedFields } from '../../tenants/translations.ts';
import type { Pool } from './pool.ts';
import type { FilterCounts } from './question-filters.ts';
import type { ListedOwnTest, OwnTestRow } from './repo/own-tests.ts';

type Schemas = components['schemas'];

const nameIn = (row: Pick<OwnTestRow, 'testName' | 'translations'>, language: LanguageCode) =>
  translatedFields(row.translations, language).testName ?? row.testName;

export function toCreateTestOptions(
  pool: Pool,
  counts: (questionIds: string[]) => FilterCounts,
  limits: Pick<Schemas['CreateTestOptions'], 'maxQuestions' | 'secondsPerQuestion' | 'modes'>,
  language: LanguageCode,
): Schemas['CreateTestOptions'] {
  return {
    ...limits,
    topics: pool.topics.map((topic) => ({
      _id: topic.id,
      topic_name: translatedFields(topic.translations, language).topicName ?? topic.name,
      subtopics: topic.subtopics.map((s) => ({
        _id: s.id,
        sub_topic_name: translatedFields(s.translations, language).subTopicName ?? s.name,
        counts: counts(s.questionIds),
      })),
    })),
  };
}

export function toBuiltTest(row: OwnTestRow, language: LanguageCode): Schemas['BuiltTest'] {
  return {
    _id: row.id,
    test_name: nameIn(row, language),
    tutor: row.tutor,
    number_of_questions: row.questionCount,
    duration_in_mins: row.durationInMins,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMyTest(row: ListedOwnTest, language: LanguageCode): Schemas['MyTest'] {
  return {
    ...toBuiltTest(row, language),
    open: row.open,
    report: row.report ? { _id: row.report.id, createdAt: new Date(row.report.createdAt).toISOString(), percentage: Number(row.report.percentage) } : null,
  };
}
