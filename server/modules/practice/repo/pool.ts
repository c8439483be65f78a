import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { RowTranslations } from '../../../db/schema/columns.ts';
import { questions, subtopics, testQuestions, tests, topics } from '../../../db/schema/bank.ts';

export interface PoolRow {
  questionId: string;
  subtopicId: string;
  subtopicName: string;
  subtopicTranslations: RowTranslations<{ subTopicName: string }>;
  topicId: string;
  topicName: string;
  topicTranslations: RowTranslations<{ topicName: string }>;
}

/**
 * The practice pool's questions of a provider, in bank order (topic, subtopic, question). The pool
 * is what topic practice holds (server/tenants/practice-tests.ts: the Active topic Quizzes hold every
 * active question except those of Active Exams and those held back for Exams); when the provider
 * names `poolTests`, only those of its Quizzes' questions.
 */
export async function poolRows(db: Queryable, tenantId: string, poolTests: readonly string[] | undefined): Promise<PoolRow[]> {
  const topicQuizzes = db
    .select({ id: testQuestions.questionId })
    .from(testQuestions)
    .innerJoin(tests, eq(tests.id, testQuestions.testId))
    .where(and(eq(tests.tenantId, tenantId), eq(tests.kind, 'topic'), eq(tests.status, 'Active'), like(tests.key, 'topic.%')));
  const named = poolTests
    ? db
        .select({ id: testQuestions.questionId })
        .from(testQuestions)
        .innerJoin(tests, eq(tests.id, testQuestions.testId))
        .where(and(eq(tests.tenantId, tenantId), eq(tests.kind, 'set'), eq(tests.testType, 'Quiz'), inArray(tests.key, [...poolTests])))
    : undefined;
  return db
    .select({
      questionId: questions.id,
      subtopicId: subtopics.id,
      subtopicName: subtopics.subTopicName,
      subtopicTranslations: subtopics.translations,
      topicId: topics.id,
      topicName: topics.topicName,
      topicTranslations: topics.translations,
    })
    .from(questions)
    .innerJoin(subtopics, eq(subtopics.id, questions.subtopicId))
    .innerJoin(topics, eq(topics.id, subtopics.topicId))
    .where(
      and(eq(questions.tenantId, tenantId), eq(questions.active, true), inArray(questions.id, topicQuizzes), named ? inArray(questions.id, named) : sql`true`),
    )
    .orderBy(asc(topics.position), asc(subtopics.position), asc(questions.position));
}
