import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bare } from '../../../db/bare-columns.ts';
import { preparedSql, type PreparedSql } from '../../../db/prepared-sql.ts';
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

const value = (name: string) => sql.placeholder(name);

/**
 * A learner's test and its questions (in the order given), written in one statement: one round
 * trip and no transaction to open (atomic on its own), prepared once; on embedded PGlite, which
 * runs one statement at a time, that is most of a build's cost.
 */
const createSql = sql`
  with made as (
    insert into ${tests} (${bare(
      tests.tenantId,
      tests.key,
      tests.testName,
      tests.translations,
      tests.testType,
      tests.status,
      tests.durationInMins,
      tests.kind,
      tests.ownerId,
      tests.tutor,
    )})
    values (${value('tenantId')}::uuid, ${value('key')}::text, ${value('testName')}::text, ${value('translations')}::jsonb, 'Quiz', 'Active',
      ${value('durationInMins')}::int, 'custom', ${value('ownerId')}::uuid, ${value('tutor')}::boolean)
    returning ${tests.id} as id, ${tests.testName} as test_name, ${tests.translations} as translations, ${tests.tutor} as tutor,
      ${tests.durationInMins} as duration_in_mins, ${tests.createdAt} as created_at
  ),
  chosen as (
    insert into ${testQuestions} (${bare(testQuestions.tenantId, testQuestions.testId, testQuestions.questionId, testQuestions.position)})
    select ${value('tenantId')}::uuid, made.id, q.id, (q.n - 1)::int
    from made, unnest(${value('questionIds')}::uuid[]) with ordinality as q(id, n)
  )
  select * from made`;

/** A test's columns as a raw query returns them (snake case; a timestamp as a Date or a string, by driver). */
const ownTestOf = (row: Record<string, unknown>): Omit<OwnTestRow, 'questionCount'> => ({
  id: row.id as string,
  testName: row.test_name as string,
  translations: row.translations as OwnTestRow['translations'],
  tutor: row.tutor as boolean,
  durationInMins: row.duration_in_mins as number,
  createdAt: new Date(row.created_at as string | Date),
});

/** The learner's own tests (kind custom): made here, read by test taking like any test. */
export function ownTestsRepo(db: Database) {
  let createStatement: PreparedSql<Record<string, unknown>> | undefined;
  return {
    /** Writes the test and its questions in one statement (see createSql): a failure leaves neither. */
    async create(test: NewOwnTest): Promise<OwnTestRow> {
      createStatement ??= preparedSql<Record<string, unknown>>(db, 'create_own_test', createSql);
      const [row] = await createStatement.rows({
        ...test,
        // Keys of learners' tests never meet the bank's (whose keys are names, or topic.<key>).
        key: `custom.${randomUUID()}`,
        translations: JSON.stringify(test.translations),
      });
      return { ...ownTestOf(row!), questionCount: test.questionIds.length };
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
        ...ownTestOf(row),
        questionCount: row.question_count as number,
        open: row.open as boolean,
        report: row.report as ListedOwnTest['report'],
      }));
    },
  };
}
