import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows-of.ts';
import type { Database } from '../../../db/client.ts';
import type { RowTranslations } from '../../../db/schema/columns.ts';
import { attempts, reports } from '../../../db/schema/attempts.ts';
import { testQuestions, tests } from '../../../db/schema/bank.ts';

export interface NewOwnTest {
  tenantId: string;
  ownerId: string;
  testName: string;
  translations: RowTranslations<{ testName: string }>;
  durationInMins: number;
  tutor: boolean;
  questionIds: string[];
}

export type OwnTestRow = Pick<typeof tests.$inferSelect, 'id' | 'testName' | 'translations' | 'tutor' | 'durationInMins' | 'createdAt'> & {
  questionCount: number;
};

export type ListedOwnTest = OwnTestRow & { open: boolean; report: { id: string; createdAt: string; percentage: string | number } | null };

/** The learner's own tests (kind custom): made here, read by test taking like any test. */
export function ownTestsRepo(db: Database) {
  return {
    /** Writes the test and its questions together: a failure leaves neither. */
    async create(test: NewOwnTest): Promise<OwnTestRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tests)
          .values({
            tenantId: test.tenantId,
            // Keys of learners' tests never meet the bank's (whose keys are names, or topic.<key>).
            key: `custom.${randomUUID()}`,
            testName: test.testName,
            translations: test.translations,
            testType: 'Quiz',
            status: 'Active',
            durationInMins: test.durationInMins,
            kind: 'custom',
            ownerId: test.ownerId,
            tutor: test.tutor,
          })
          .returning({
            id: tests.id,
            testName: tests.testName,
            translations: tests.translations,
            tutor: tests.tutor,
            durationInMins: tests.durationInMins,
            createdAt: tests.createdAt,
          });
        await tx
          .insert(testQuestions)
          .values(test.questionIds.map((questionId, position) => ({ tenantId: test.tenantId, testId: row!.id, questionId, position })));
        return { ...row!, questionCount: test.questionIds.length };
      });
    },

    /** The learner's own tests, newest first, with their question counts, whether an attempt is open, and the latest report. */
    async list(tenantId: string, ownerId: string, limit: number): Promise<ListedOwnTest[]> {
      // Written out with aliases: in a one-table select drizzle leaves columns unqualified, which a
      // correlated subquery would read as its own table's.
      const rows = await rowsOf(
        db,
        sql`
          select t.id, t.test_name, t.translations, t.tutor, t.duration_in_mins, t.created_at,
            (select count(*)::int from ${testQuestions} q where q.test_id = t.id) as question_count,
            exists (select 1 from ${attempts} a where a.test_id = t.id and a.user_id = ${ownerId} and a.submitted_at is null) as open,
            (select json_build_object('id', r.id, 'createdAt', r.created_at, 'percentage', r.percentage)
              from ${reports} r where r.test_id = t.id and r.user_id = ${ownerId} order by r.created_at desc limit 1) as report
          from ${tests} t
          where t.owner_id = ${ownerId} and t.tenant_id = ${tenantId} and t.kind = 'custom'
          order by t.created_at desc, t.id desc
          limit ${limit}`,
      );
      return rows.map((row) => ({
        id: row.id as string,
        testName: row.test_name as string,
        translations: row.translations as OwnTestRow['translations'],
        tutor: row.tutor as boolean,
        durationInMins: row.duration_in_mins as number,
        createdAt: new Date(row.created_at as string | Date),
        questionCount: row.question_count as number,
        open: row.open as boolean,
        report: row.report as ListedOwnTest['report'],
      }));
    },
  };
}
