import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { testQuestions, tests } from '../../../db/schema/bank.ts';

export type TestRow = typeof tests.$inferSelect;

/** The only code of test taking that reads tests and their question lists. Scoped by tenant where a caller names one. */
export function testsRepo(db: Queryable) {
  return {
    /** The tenant's Active tests of its tests.yaml (never topic practice) with their question counts, newest first. */
    async activeTests(tenantId: string) {
      return db
        .select({ test: tests, questionCount: count(testQuestions.questionId) })
        .from(tests)
        .leftJoin(testQuestions, eq(testQuestions.testId, tests.id))
        .where(and(eq(tests.tenantId, tenantId), eq(tests.status, 'Active'), eq(tests.kind, 'set')))
        .groupBy(tests.id)
        .orderBy(desc(tests.createdAt), asc(tests.testName));
    },

    async activeTest(tenantId: string, testId: string): Promise<TestRow | undefined> {
      const [row] = await db
        .select()
        .from(tests)
        .where(and(eq(tests.tenantId, tenantId), eq(tests.id, testId), eq(tests.status, 'Active')));
      return row;
    },

    async testById(tenantId: string, testId: string): Promise<TestRow | undefined> {
      const [row] = await db
        .select()
        .from(tests)
        .where(and(eq(tests.tenantId, tenantId), eq(tests.id, testId)));
      return row;
    },

    /** The ids of a test's questions, in test order. */
    async questionIdsOf(testId: string): Promise<string[]> {
      const rows = await db
        .select({ id: testQuestions.questionId })
        .from(testQuestions)
        .where(eq(testQuestions.testId, testId))
        .orderBy(asc(testQuestions.position));
      return rows.map((r) => r.id);
    },
  };
}
