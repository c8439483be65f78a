import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { reportAnswers, reports } from '../../../db/schema/attempts.ts';
import { rowsOf } from '../../../db/rows-of.ts';

/** How many learners first answered a question with one selection, and how it was scored. */
export interface FirstAnswerTally {
  questionId: string;
  selected: unknown;
  status: 'Correct' | 'Partial' | 'Wrong';
  learners: number;
}

/**
 * Each learner's first answer to each of the questions (in the first of their submitted tests
 * where they chose something), tallied by selection and score. Read by the questions' index
 * (report_answers_question), each answer's report by its key.
 */
export async function firstAnswerTallies(db: Queryable, tenantId: string, questionIds: readonly string[]): Promise<FirstAnswerTally[]> {
  if (questionIds.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`
      select question_id, selected, status, count(*)::int as learners
      from (
        select distinct on (r.user_id, a.question_id) a.question_id, a.selected, a.status
        from ${reportAnswers} a
        join ${reports} r on r.id = a.report_id
        where a.question_id = any(${sql.param([...questionIds])}::uuid[]) and a.tenant_id = ${tenantId}
          and exists (select 1 from jsonb_array_elements(a.selected) chosen where chosen <> 'null'::jsonb)
        order by r.user_id, a.question_id, r.created_at, r.id
      ) firsts
      group by question_id, selected, status`,
  );
  return rows.map((row) => ({
    questionId: row.question_id as string,
    selected: row.selected,
    status: row.status as FirstAnswerTally['status'],
    learners: row.learners as number,
  }));
}
