import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../tests/support/describe-with.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { loadTenants } from '../tenants/loader.ts';
import { syncTenants } from '../tenants/sync.ts';
import type { DatabaseHandle } from './client.ts';
import { users } from './schema/accounts.ts';
import { attempts, reportAnswers, reports } from './schema/attempts.ts';
import { questions, tests } from './schema/bank.ts';

/** report_answers has no foreign key to reports (see schema/attempts.ts): a trigger deletes them with their report. */
describeEachDatabase('a report’s answers on %s', (kind) => {
  let database: DatabaseHandle;
  let tenantId: string;
  let testId: string;
  let questionId: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const root = tempTenantsDir();
    writeTenant(root, 'answers');
    tenantId = (await syncTenants(database, await loadTenants(root, root))).get('answers')!;
    [{ id: testId }] = (await database.db.select({ id: tests.id }).from(tests).where(eq(tests.tenantId, tenantId)).limit(1)) as [{ id: string }];
    [{ id: questionId }] = (await database.db.select({ id: questions.id }).from(questions).where(eq(questions.tenantId, tenantId)).limit(1)) as [
      { id: string },
    ];
  });
  afterAll(() => database.close());

  /** A learner with one submitted report of three answers; returns their id and the report's. */
  async function learnerWithReport(email: string) {
    const [user] = await database.db
      .insert(users)
      .values({ tenantId, email, firstName: 'A', lastName: 'Learner', passwordHash: 'x' })
      .returning({ id: users.id });
    const [attempt] = await database.db
      .insert(attempts)
      .values({ tenantId, userId: user!.id, testId, deadlineAt: new Date(), submittedAt: new Date() })
      .returning({ id: attempts.id });
    const [report] = await database.db
      .insert(reports)
      .values({
        tenantId,
        userId: user!.id,
        testId,
        attemptId: attempt!.id,
        total: 3,
        attempted: 3,
        correctAnswers: 3,
        partialAnswers: 0,
        wrongAnswers: 0,
        percentage: 100,
        confidence: 100,
        timeTakenSeconds: 60,
      })
      .returning({ id: reports.id });
    await database.db.insert(reportAnswers).values(
      [0, 1, 2].map((position) => ({
        tenantId,
        reportId: report!.id,
        position,
        questionId,
        status: 'Correct' as const,
        selected: [0],
        confidence: 'I KNOW IT' as const,
      })),
    );
    return { userId: user!.id, reportId: report!.id };
  }
  const answersOf = async (reportIds: string[]) =>
    (await database.db.select({ id: reportAnswers.reportId }).from(reportAnswers).where(inArray(reportAnswers.reportId, reportIds))).length;

  it('go when their report is deleted, and only theirs', async () => {
    const gone = await learnerWithReport('gone@example.com');
    const kept = await learnerWithReport('kept@example.com');
    await database.db.delete(reports).where(eq(reports.id, gone.reportId));
    expect(await answersOf([gone.reportId])).toBe(0);
    expect(await answersOf([kept.reportId])).toBe(3);
  });

  it('go when the learner is deleted (their reports go by cascade)', async () => {
    const { userId, reportId } = await learnerWithReport('leaving@example.com');
    await database.db.delete(users).where(eq(users.id, userId));
    expect(await database.db.select().from(reports).where(eq(reports.id, reportId))).toEqual([]);
    expect(await answersOf([reportId])).toBe(0);
  });
});
