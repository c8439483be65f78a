import { boolean, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ownedBy, translations, updatedAt } from './columns.ts';
import { domains, tenants } from './tenancy.ts';
import { users } from './accounts.ts';

/** Sync keys (`key`) are the stable names given in a tenant's content files. */
export const topics = pgTable(
  'topics',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    domainId: ownedBy('domain_id', () => domains.id),
    key: text('key').notNull(),
    topicName: text('topic_name').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    translations: translations<{ topicName: string; descriptionHtml: string }>(),
    /** The topic page's carousel: each image's address on the provider's host and its alt text. */
    images: jsonb('images').$type<Array<{ url: string; alt: string }>>().notNull().default([]),
    references: jsonb('references').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** In the provider's bank now. A topic that left it stays (old reports name it) but is no longer listed or counted. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique('topics_tenant_key').on(t.tenantId, t.key)],
);

export const subtopics = pgTable(
  'subtopics',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    topicId: ownedBy('topic_id', () => topics.id),
    key: text('key').notNull(),
    subTopicName: text('sub_topic_name').notNull(),
    translations: translations<{ subTopicName: string }>(),
    references: jsonb('references').$type<string[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** In the provider's bank now (see topics.active). */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique('subtopics_tenant_key').on(t.tenantId, t.key), index('subtopics_topic').on(t.topicId)],
);

export type SubQuestion = { question: string; answer: boolean };

export const questions = pgTable(
  'questions',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    subtopicId: ownedBy('subtopic_id', () => subtopics.id),
    key: text('key').notNull(),
    questionType: text('question_type', { enum: ['single', 'multiple', 'sub'] }).notNull(),
    questionHtml: text('question_html').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    correctOption: integer('correct_option'),
    correctOptions: jsonb('correct_options').$type<number[]>(),
    subQuestions: jsonb('sub_questions').$type<SubQuestion[]>(),
    explanationHtml: text('explanation_html').notNull().default(''),
    translations: translations<{ questionHtml: string; options: string[]; explanationHtml: string }>(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Order within its subtopic, as in the bank file. */
    position: integer('position').notNull().default(0),
    /** In the provider's bank now: a question that left it is kept only while a report refers to it, and no longer counted. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('questions_tenant_key').on(t.tenantId, t.key),
    index('questions_subtopic').on(t.subtopicId),
    check('questions_type', sql`${t.questionType} in ('single', 'multiple', 'sub')`),
  ],
);

export const tests = pgTable(
  'tests',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    key: text('key').notNull(),
    testName: text('test_name').notNull(),
    translations: translations<{ testName: string }>(),
    testType: text('test_type', { enum: ['Exam', 'Quiz'] }).notNull(),
    status: text('status', { enum: ['Active', 'Inactive'] })
      .notNull()
      .default('Active'),
    durationInMins: integer('duration_in_mins').notNull(),
    isRecharge: boolean('is_recharge').notNull().default(false),
    /**
     * 'set': a test of the provider's tests.yaml, listed on the Tests screen. 'topic': a Quiz the
     * platform makes for practising one topic or subtopic (Speciality Modules), never listed or
     * counted among the provider's tests. 'custom': a Quiz a learner built from the practice pool
     * (Create Test, the review deck), theirs alone (ownerId), never counted on the leaderboard;
     * the bank's sync never touches it.
     */
    kind: text('kind', { enum: ['set', 'topic', 'custom'] })
      .notNull()
      .default('set'),
    /** A learner's own test (kind 'custom', made on Create Test or from the review deck): theirs alone, null for every other kind. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A custom test in tutor mode: each answer is scored and explained as the learner confirms it, and is then final. */
    tutor: boolean('tutor').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('tests_tenant_key').on(t.tenantId, t.key),
    index('tests_tenant_status_type').on(t.tenantId, t.status, t.testType),
    check('tests_type', sql`${t.testType} in ('Exam', 'Quiz')`),
    check('tests_status', sql`${t.status} in ('Active', 'Inactive')`),
    check('tests_duration', sql`${t.durationInMins} > 0`),
    check('tests_kind', sql`${t.kind} in ('set', 'topic', 'custom')`),
    check('tests_owner', sql`(${t.kind} = 'custom') = (${t.ownerId} is not null)`),
    index('tests_owner_created')
      .on(t.ownerId, t.createdAt)
      .where(sql`${t.ownerId} is not null`),
  ],
);

export const testQuestions = pgTable(
  'test_questions',
  {
    tenantId: ownedBy('tenant_id', () => tenants.id),
    testId: ownedBy('test_id', () => tests.id),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.position] }), unique('test_questions_once').on(t.testId, t.questionId)],
);
