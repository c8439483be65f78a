import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { questions, subtopics, tests, topics } from '../../db/schema/bank.ts';
import { containing } from '../../lib/like-pattern.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { RowTranslations } from '../../db/schema/columns.ts';

/** A topic with what the catalog counts: its active subtopics and their active questions. */
export interface TopicRow {
  id: string;
  key: string;
  topicName: string;
  descriptionHtml: string;
  images: Array<{ url: string; alt: string }>;
  references: string[];
  translations: RowTranslations<{ topicName: string; descriptionHtml: string }>;
  subtopicCount: number;
  questionCount: number;
}

export interface SubtopicRow {
  id: string;
  key: string;
  topicId: string;
  subTopicName: string;
  translations: RowTranslations<{ subTopicName: string }>;
  questionCount: number;
}

/** A topic's name in `language`, else in the provider's default language: what search and order read. */
const topicNameIn = (language: LanguageCode) => sql<string>`coalesce(${topics.translations} -> ${language}::text ->> 'topicName', ${topics.topicName})`;

/** Active questions per active subtopic. */
const questionsPerSubtopic = (db: Queryable, tenantId: string) =>
  db
    .select({ subtopicId: questions.subtopicId, n: sql<number>`count(*)::int`.as('n') })
    .from(questions)
    .where(and(eq(questions.tenantId, tenantId), eq(questions.active, true)))
    .groupBy(questions.subtopicId)
    .as('per_subtopic');

/** The catalog reads what the bank sync wrote; it never writes. Active content only. */
export function catalogRepo(db: Queryable) {
  async function subtopicsOf(tenantId: string, topicIds?: string[]): Promise<SubtopicRow[]> {
    const counts = questionsPerSubtopic(db, tenantId);
    return db
      .select({
        id: subtopics.id,
        key: subtopics.key,
        topicId: subtopics.topicId,
        subTopicName: subtopics.subTopicName,
        translations: subtopics.translations,
        questionCount: sql<number>`coalesce(${counts.n}, 0)::int`,
      })
      .from(subtopics)
      .leftJoin(counts, eq(counts.subtopicId, subtopics.id))
      .where(and(eq(subtopics.tenantId, tenantId), eq(subtopics.active, true), topicIds ? inArray(subtopics.topicId, topicIds) : undefined))
      .orderBy(asc(subtopics.position), asc(subtopics.subTopicName));
  }

  return {
    subtopicsOf,

    /** The provider's active topics, alphabetically by their name in `language`, optionally those whose name in it contains `search` (any case). */
    async topics(tenantId: string, language: LanguageCode, search?: string): Promise<TopicRow[]> {
      const name = topicNameIn(language);
      const rows = await db
        .select({
          id: topics.id,
          key: topics.key,
          topicName: topics.topicName,
          descriptionHtml: topics.descriptionHtml,
          images: topics.images,
          references: topics.references,
          translations: topics.translations,
        })
        .from(topics)
        .where(and(eq(topics.tenantId, tenantId), eq(topics.active, true), search ? ilike(name, containing(search)) : undefined))
        .orderBy(asc(name));
      const subs = rows.length
        ? await subtopicsOf(
            tenantId,
            rows.map((r) => r.id),
          )
        : [];
      return rows.map((row) => {
        const own = subs.filter((s) => s.topicId === row.id);
        return { ...row, subtopicCount: own.length, questionCount: own.reduce((sum, s) => sum + s.questionCount, 0) };
      });
    },

    async topic(tenantId: string, topicId: string) {
      const [row] = await db
        .select()
        .from(topics)
        .where(and(eq(topics.tenantId, tenantId), eq(topics.id, topicId), eq(topics.active, true)));
      return row;
    },

    /** The Active topic-practice Quizzes of the provider, by key ('topic.<key>', 'subtopic.<key>'). */
    async practiceTests(tenantId: string, keys: string[]): Promise<Map<string, string>> {
      if (!keys.length) return new Map();
      const rows = await db
        .select({ id: tests.id, key: tests.key })
        .from(tests)
        .where(and(eq(tests.tenantId, tenantId), eq(tests.kind, 'topic'), eq(tests.status, 'Active'), inArray(tests.key, keys)));
      return new Map(rows.map((r) => [r.key, r.id]));
    },
  };
}

export type CatalogRepo = ReturnType<typeof catalogRepo>;
