import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../../tests/support/describe-with.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { BANK_FILE, TESTS_FILE, tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { attempts, reportAnswers, reports } from '../db/schema/attempts.ts';
import { questions, subtopics, testQuestions, tests, topics } from '../db/schema/bank.ts';
import { loadTenants } from './loader.ts';
import { syncTenants } from './sync.ts';

describeEachDatabase('syncing a question bank on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  /** A provider folder of its own (each test has one, in the shared database). */
  function provider(slug: string) {
    const root = tempTenantsDir();
    writeTenant(root, slug);
    /** Writes these bank files into the folder and syncs it; returns the tenant id. */
    return async (bank = BANK_FILE, testsFile = TESTS_FILE): Promise<string> => {
      fs.writeFileSync(path.join(root, slug, 'content', 'bank', '01-cardiology.yaml'), bank);
      fs.writeFileSync(path.join(root, slug, 'content', 'tests.yaml'), testsFile);
      return (await syncTenants(database, await loadTenants(root, root))).get(slug)!;
    };
  }

  const idsByKey = async (table: typeof questions | typeof tests | typeof topics | typeof subtopics, tenantId: string) =>
    Object.fromEntries((await database.db.select({ key: table.key, id: table.id }).from(table).where(eq(table.tenantId, tenantId))).map((r) => [r.key, r.id]));

  async function testQuestionKeys(tenantId: string, testKey: string): Promise<string[]> {
    const rows = await database.db
      .select({ key: questions.key })
      .from(testQuestions)
      .innerJoin(tests, eq(tests.id, testQuestions.testId))
      .innerJoin(questions, eq(questions.id, testQuestions.questionId))
      .where(and(eq(tests.tenantId, tenantId), eq(tests.key, testKey)))
      .orderBy(asc(testQuestions.position));
    return rows.map((r) => r.key);
  }

  it('writes topics, subtopics, questions and tests with their answers and order', async () => {
    const sync = provider('alpha');
    const tenantId = await sync();
    const rows = await database.db.select().from(questions).where(eq(questions.tenantId, tenantId)).orderBy(asc(questions.key));
    expect(rows.map((q) => [q.key, q.questionType, q.correctOption, q.correctOptions, q.subQuestions])).toEqual([
      ['q-multi', 'multiple', null, [0, 1, 3], null],
      ['q-single-1', 'single', 0, null, null],
      ['q-single-2', 'single', 2, null, null],
      [
        'q-sub',
        'sub',
        null,
        null,
        [
          { question: 'ACE inhibitors reduce mortality', answer: true },
          { question: 'Verapamil is first line', answer: false },
          { question: 'Beta-blockers reduce mortality', answer: true },
        ],
      ],
    ]);
    expect(await testQuestionKeys(tenantId, 'mock-exam')).toEqual(['q-single-1', 'q-multi', 'q-sub', 'q-single-2']);
    const retired = await database.db
      .select()
      .from(tests)
      .where(and(eq(tests.tenantId, tenantId), eq(tests.key, 'retired')));
    expect(retired.map((t) => [t.testType, t.status, t.durationInMins])).toEqual([['Exam', 'Inactive', 30]]);
  });

  it('keeps every id across syncs and edits, updating the content in place', async () => {
    const sync = provider('beta');
    const tenantId = await sync();
    const before = {
      topics: await idsByKey(topics, tenantId),
      subtopics: await idsByKey(subtopics, tenantId),
      questions: await idsByKey(questions, tenantId),
      tests: await idsByKey(tests, tenantId),
    };

    const edited = BANK_FILE.replace('First-line rate control in atrial fibrillation?', 'Rate control of first choice in AF?').replace(
      'answer: A',
      'answer: B',
    );
    const reordered = TESTS_FILE.replace('questions: [q-single-1, q-multi, q-sub, q-single-2]', 'questions: [q-single-2, q-sub]').replace(
      'name: Quick Quiz',
      'name: Quick-fire Quiz',
    );
    await sync(edited, reordered);

    // (The edit frees q-single-1 and q-multi from the exam, so practice Quizzes join the tests.)
    const testsNow = Object.fromEntries(Object.entries(await idsByKey(tests, tenantId)).filter(([key]) => !key.includes('.')));
    expect({
      topics: await idsByKey(topics, tenantId),
      subtopics: await idsByKey(subtopics, tenantId),
      questions: await idsByKey(questions, tenantId),
      tests: testsNow,
    }).toEqual(before);
    const [question] = await database.db.select().from(questions).where(eq(questions.id, before.questions['q-single-1']!));
    expect([question!.questionHtml, question!.correctOption]).toEqual(['<p>Rate control of first choice in AF?</p>', 1]);
    expect(await testQuestionKeys(tenantId, 'mock-exam')).toEqual(['q-single-2', 'q-sub']);
    const [quiz] = await database.db.select().from(tests).where(eq(tests.id, before.tests['quick-quiz']!));
    expect(quiz!.testName).toBe('Quick-fire Quiz');
  });

  it('makes a test that left the file Inactive, and deletes a question that left unless a report or an open attempt holds it', async () => {
    const sync = provider('gamma');
    const tenantId = await sync();
    const ids = await idsByKey(questions, tenantId);
    const testIds = await idsByKey(tests, tenantId);

    // A learner's report answered q-single-1 (through the mock exam).
    const [user] = await database.db
      .insert(users)
      .values({ tenantId, email: 'held@example.com', firstName: 'Held', lastName: 'Report', passwordHash: 'x' })
      .returning({ id: users.id });
    const [attempt] = await database.db
      .insert(attempts)
      .values({ tenantId, userId: user!.id, testId: testIds['mock-exam']!, deadlineAt: new Date() })
      .returning({ id: attempts.id });
    const [report] = await database.db
      .insert(reports)
      .values({
        tenantId,
        userId: user!.id,
        testId: testIds['mock-exam']!,
        attemptId: attempt!.id,
        total: 1,
        attempted: 1,
        correctAnswers: 1,
        partialAnswers: 0,
        wrongAnswers: 0,
        percentage: 100,
        confidence: 100,
        timeTakenSeconds: 60,
      })
      .returning({ id: reports.id });
    await database.db
      .insert(reportAnswers)
      .values({ tenantId, reportId: report!.id, position: 0, questionId: ids['q-single-1']!, status: 'Correct', selected: [0], confidence: 'I KNOW IT' });
    // Another learner is taking the quick quiz (q-single-1, q-multi), not yet submitted.
    const [taker] = await database.db
      .insert(users)
      .values({ tenantId, email: 'taking@example.com', firstName: 'Still', lastName: 'Taking', passwordHash: 'x' })
      .returning({ id: users.id });
    await database.db
      .insert(attempts)
      .values({ tenantId, userId: taker!.id, testId: testIds['quick-quiz']!, questionIds: [ids['q-single-1']!, ids['q-multi']!], deadlineAt: new Date() });

    // q-single-1 and q-multi leave the bank; only the mock exam's other questions stay in it.
    const smaller = BANK_FILE.replace(
      / {6}- key: q-single-1[\s\S]*?(?= {2}- key: failure)/,
      '      - key: q-kept\n        type: single\n        question: <p>Kept?</p>\n' +
        '        options: [Yes, No]\n        answer: A\n        explanation: <p>Yes.</p>\n',
    );
    const fewerTests = `- { key: mock-exam, name: Cardiology Mock Exam, type: Exam, durationMinutes: 20, questions: [q-sub, q-single-2] }\n`;
    await sync(smaller, fewerTests);

    const left = await idsByKey(questions, tenantId);
    expect(Object.keys(left).sort()).toEqual(['q-kept', 'q-multi', 'q-single-1', 'q-single-2', 'q-sub']);
    expect([left['q-single-1'], left['q-multi']]).toEqual([ids['q-single-1'], ids['q-multi']]);
    // Once that attempt is closed and its answers are stored elsewhere, a later sync deletes what no answer holds.
    await database.db.update(attempts).set({ submittedAt: new Date() }).where(eq(attempts.userId, taker!.id));
    await sync(smaller.replace('<p>Kept?</p>', '<p>Kept, still?</p>'), fewerTests);
    expect(Object.keys(await idsByKey(questions, tenantId)).sort()).toEqual(['q-kept', 'q-single-1', 'q-single-2', 'q-sub']);
    const statuses = await database.db
      .select({ key: tests.key, status: tests.status })
      .from(tests)
      .where(and(eq(tests.tenantId, tenantId), eq(tests.kind, 'set')))
      .orderBy(asc(tests.key));
    expect(statuses).toEqual([
      { key: 'mock-exam', status: 'Active' },
      { key: 'quick-quiz', status: 'Inactive' },
      { key: 'retired', status: 'Inactive' },
      { key: 'speed-round', status: 'Inactive' },
    ]);
    expect(await testQuestionKeys(tenantId, 'mock-exam')).toEqual(['q-sub', 'q-single-2']);
  });

  it('makes a practice Quiz of each topic and subtopic from the questions no Exam holds, and retires what left the bank', async () => {
    const sync = provider('delta');
    const practice = async (tenantId: string) =>
      await database.db
        .select({ key: tests.key, status: tests.status, type: tests.testType })
        .from(tests)
        .where(and(eq(tests.tenantId, tenantId), eq(tests.kind, 'topic')))
        .orderBy(asc(tests.key));
    // The mock exam holds every question: no practice could avoid its answers.
    const tenantId = await sync();
    expect(await practice(tenantId)).toEqual([]);

    // The exam keeps only the heart-failure questions: arrhythmias open up for practice.
    const examOnFailure = TESTS_FILE.replace('questions: [q-single-1, q-multi, q-sub, q-single-2]', 'questions: [q-sub, q-single-2]');
    await sync(BANK_FILE, examOnFailure);
    expect(await practice(tenantId)).toEqual([
      { key: 'subtopic.arrhythmias', status: 'Active', type: 'Quiz' },
      { key: 'topic.cardiology', status: 'Active', type: 'Quiz' },
    ]);
    expect(await testQuestionKeys(tenantId, 'topic.cardiology')).toEqual(['q-single-1', 'q-multi']);
    const [listed] = await database.db
      .select({ name: tests.testName, minutes: tests.durationInMins })
      .from(tests)
      .where(and(eq(tests.tenantId, tenantId), eq(tests.key, 'subtopic.arrhythmias')));
    expect(listed).toEqual({ name: 'Cardiology practice: Arrhythmias', minutes: 5 });

    // Heart failure leaves the bank (and the exam): the subtopic stays for old reports but is no longer active.
    const noFailure = BANK_FILE.slice(0, BANK_FILE.indexOf('  - key: failure'));
    await sync(noFailure, `- { key: mock-exam, name: Cardiology Mock Exam, type: Exam, durationMinutes: 20, questions: [q-multi] }\n`);
    const active = Object.fromEntries(
      (await database.db.select({ key: subtopics.key, active: subtopics.active }).from(subtopics).where(eq(subtopics.tenantId, tenantId))).map((r) => [
        r.key,
        r.active,
      ]),
    );
    expect(active).toEqual({ arrhythmias: true, failure: false });
    expect(await testQuestionKeys(tenantId, 'topic.cardiology')).toEqual(['q-single-1']);

    // It comes back: active again.
    await sync(BANK_FILE, examOnFailure);
    const [failure] = await database.db
      .select({ active: subtopics.active })
      .from(subtopics)
      .where(and(eq(subtopics.tenantId, tenantId), eq(subtopics.key, 'failure')));
    expect(failure).toEqual({ active: true });
  });
});
