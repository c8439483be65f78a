import { and, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { questions, subtopics, testQuestions, tests, topics } from '../db/schema/bank.ts';
import { attempts, reportAnswers } from '../db/schema/attempts.ts';
import { domains } from '../db/schema/tenancy.ts';
import type { BankQuestion } from './bank-reader.ts';
import type { LoadedTenant } from './loader.ts';
import { assetUrl } from './tenant-assets.ts';
import { mapTranslations } from './translations.ts';

/** `excluded.<column>`: the value an upsert tried to insert. */
const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Writes a tenant's topics, subtopics, questions and tests, keeping ids stable by key. A question
 * that left the bank is deleted unless a report refers to it (old reports keep their questions);
 * topics, subtopics and kept questions that left it stop being active (never listed or counted);
 * a test that left the file becomes Inactive (its attempts and reports keep it). Learners' own
 * tests are theirs: the sync never changes them.
 */
export async function syncBank(tx: Transaction, tenantId: string, tenant: LoadedTenant): Promise<void> {
  const { bank } = tenant;
  const images = (files: string[]) => files.map((file) => assetUrl(file, tenant.assets.get(file)!));
  const [domain] = await tx
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.tenantId, tenantId), eq(domains.name, tenant.manifest.domain)));

  const topicIds = new Map<string, string>();
  if (bank.topics.length) {
    const rows = await tx
      .insert(topics)
      .values(
        bank.topics.map((t, position) => ({
          tenantId,
          domainId: domain!.id,
          key: t.key,
          topicName: t.name,
          descriptionHtml: t.descriptionHtml,
          translations: mapTranslations(t.translations, (own) => ({ topicName: own.name, descriptionHtml: own.descriptionHtml })) ?? {},
          images: t.images.map(({ file, alt }) => ({ url: assetUrl(file, tenant.assets.get(file)!), alt })),
          references: t.references,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: [topics.tenantId, topics.key],
        set: {
          domainId: excluded('domain_id'),
          topicName: excluded('topic_name'),
          descriptionHtml: excluded('description_html'),
          translations: excluded('translations'),
          images: excluded('images'),
          references: excluded('references'),
          position: excluded('position'),
          active: true,
        },
      })
      .returning({ id: topics.id, key: topics.key });
    for (const row of rows) topicIds.set(row.key, row.id);
  }
  await retire(tx, topics, tenantId, [...topicIds.keys()]);

  const subtopicIds = new Map<string, string>();
  const subtopicRows = bank.topics.flatMap((t) =>
    t.subtopics.map((s, position) => ({
      tenantId,
      topicId: topicIds.get(t.key)!,
      key: s.key,
      subTopicName: s.name,
      translations: mapTranslations(s.translations, (own) => ({ subTopicName: own.name })) ?? {},
      references: s.references,
      images: images(s.images),
      position,
    })),
  );
  if (subtopicRows.length) {
    const rows = await tx
      .insert(subtopics)
      .values(subtopicRows)
      .onConflictDoUpdate({
        target: [subtopics.tenantId, subtopics.key],
        set: {
          topicId: excluded('topic_id'),
          subTopicName: excluded('sub_topic_name'),
          translations: excluded('translations'),
          references: excluded('references'),
          images: excluded('images'),
          position: excluded('position'),
          active: true,
        },
      })
      .returning({ id: subtopics.id, key: subtopics.key });
    for (const row of rows) subtopicIds.set(row.key, row.id);
  }
  await retire(tx, subtopics, tenantId, [...subtopicIds.keys()]);

  const questionIds = new Map<string, string>();
  const questionRows = bank.topics.flatMap((t) =>
    t.subtopics.flatMap((s) =>
      s.questions.map((q, position) => ({ tenantId, subtopicId: subtopicIds.get(s.key)!, position, ...questionColumns(q), images: images(q.images) })),
    ),
  );
  // Batches keep each statement's parameter count well under PostgreSQL's limit.
  for (let start = 0; start < questionRows.length; start += 200) {
    const rows = await tx
      .insert(questions)
      .values(questionRows.slice(start, start + 200))
      .onConflictDoUpdate({
        target: [questions.tenantId, questions.key],
        set: {
          subtopicId: excluded('subtopic_id'),
          questionType: excluded('question_type'),
          questionHtml: excluded('question_html'),
          options: excluded('options'),
          correctOption: excluded('correct_option'),
          correctOptions: excluded('correct_options'),
          subQuestions: excluded('sub_questions'),
          explanationHtml: excluded('explanation_html'),
          translations: excluded('translations'),
          images: excluded('images'),
          position: excluded('position'),
          active: true,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: questions.id, key: questions.key });
    for (const row of rows) questionIds.set(row.key, row.id);
  }

  await syncTests(tx, tenantId, tenant, questionIds);
  await removeUnusedQuestions(tx, tenantId, [...questionIds.keys()]);
}

function questionColumns(q: BankQuestion) {
  const translations =
    mapTranslations(q.translations, (own) => ({
      questionHtml: own.question,
      options: own.options,
      // A sub question's statements in that language, each with its own answer (the key itself never changes).
      subQuestions: q.type === 'sub' && own.statements ? q.parts.map((part, i) => ({ question: own.statements![i]!, answer: part.answer })) : undefined,
      explanationHtml: own.explanation,
    })) ?? {};
  const base = { key: q.key, questionHtml: q.question, explanationHtml: q.explanation, translations };
  switch (q.type) {
    case 'single':
      return { ...base, questionType: 'single' as const, options: q.options, correctOption: q.correctOption, correctOptions: null, subQuestions: null };
    case 'multiple':
      return { ...base, questionType: 'multiple' as const, options: q.options, correctOption: null, correctOptions: q.correctOptions, subQuestions: null };
    case 'sub':
      return { ...base, questionType: 'sub' as const, options: [], correctOption: null, correctOptions: null, subQuestions: q.parts };
  }
}

async function syncTests(tx: Transaction, tenantId: string, tenant: LoadedTenant, questionIds: Map<string, string>): Promise<void> {
  const keys = tenant.bank.tests.map((t) => t.key);
  // The bank's own tests only: a learner's own test (kind custom) is not the bank's to retire.
  const bankTests = and(eq(tests.tenantId, tenantId), ne(tests.kind, 'custom'));
  await tx
    .update(tests)
    .set({ status: 'Inactive', updatedAt: sql`now()` })
    .where(keys.length ? and(bankTests, notInArray(tests.key, keys)) : bankTests);
  if (!keys.length) return;
  const rows = await tx
    .insert(tests)
    .values(
      tenant.bank.tests.map((t) => ({
        tenantId,
        key: t.key,
        testName: t.name,
        translations: mapTranslations(t.translations, (own) => ({ testName: own.name })) ?? {},
        testType: t.type,
        status: t.status,
        kind: t.kind,
        durationInMins: t.durationMinutes,
      })),
    )
    .onConflictDoUpdate({
      target: [tests.tenantId, tests.key],
      set: {
        testName: excluded('test_name'),
        translations: excluded('translations'),
        testType: excluded('test_type'),
        status: excluded('status'),
        kind: excluded('kind'),
        durationInMins: excluded('duration_in_mins'),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: tests.id, key: tests.key });
  const testIds = new Map(rows.map((r) => [r.key, r.id]));
  await tx.delete(testQuestions).where(inArray(testQuestions.testId, [...testIds.values()]));
  const links = tenant.bank.tests.flatMap((t) =>
    t.questionKeys.map((key, position) => ({ tenantId, testId: testIds.get(t.key)!, questionId: questionIds.get(key)!, position })),
  );
  for (let start = 0; start < links.length; start += 500) await tx.insert(testQuestions).values(links.slice(start, start + 500));
}

async function removeUnusedQuestions(tx: Transaction, tenantId: string, keep: string[]): Promise<void> {
  // Found first (by the tenant's key index): most syncs remove no question, and the deletes below
  // scan test_questions and report_answers, which grow with every provider (a first sync of 1,000
  // providers scanned them once per provider).
  const stale = (
    await tx
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.tenantId, tenantId), keep.length ? notInArray(questions.key, keep) : sql`true`))
  ).map((row) => row.id);
  if (stale.length) {
    // Kept while a report answers them, or an open attempt holds them (its learner will submit
    // them): report_answers has no key on questions (a per-answer lock on every submission), and a
    // submission only ever stores its open attempt's questions, so this is what keeps them.
    const answered = tx.select({ id: reportAnswers.questionId }).from(reportAnswers).where(eq(reportAnswers.tenantId, tenantId));
    const inOpenAttempts = tx
      .select({ id: sql`jsonb_array_elements_text(${attempts.questionIds})::uuid` })
      .from(attempts)
      .where(and(eq(attempts.tenantId, tenantId), isNull(attempts.submittedAt)));
    await tx.delete(testQuestions).where(and(eq(testQuestions.tenantId, tenantId), inArray(testQuestions.questionId, stale)));
    await tx.delete(questions).where(and(inArray(questions.id, stale), notInArray(questions.id, answered), notInArray(questions.id, inOpenAttempts)));
  }
  await retire(tx, questions, tenantId, keep);
}

/** Marks a tenant's rows whose key left the bank as no longer active (kept for the reports that name them). */
async function retire(tx: Transaction, table: typeof topics | typeof subtopics | typeof questions, tenantId: string, keep: string[]): Promise<void> {
  await tx
    .update(table)
    .set({ active: false })
    .where(and(eq(table.tenantId, tenantId), eq(table.active, true), keep.length ? notInArray(table.key, keep) : sql`true`));
}
