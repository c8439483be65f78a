import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { epochMs } from '../../../db/epoch-ms.ts';
import { preparedSql, type PreparedSql } from '../../../db/prepared-sql.ts';
import { attempts, reports } from '../../../db/schema/attempts.ts';
import { sessionOpenCondition } from '../../auth/index.ts';
import type { Mode, OpenAttempt } from '../attempt-types.ts';
import type { KnownList } from '../known-question-lists.ts';

const value = (name: string) => sql.placeholder(name);

/** What callerAttempt answers. */
export interface CallerAttempt {
  sessionOpen: boolean;
  attempt: OpenAttempt | null;
  attempted: boolean;
}

/** The caller's open attempt, if any: the lateral subquery below, named `a`. */
const open = alias(attempts, 'a');

/**
 * Resuming, saving and submitting ask this first, every time, in one prepared statement: whether
 * the caller's session is still open (signing out or a password change ends it at once, on every
 * process), their open attempt of the test in this mode if any, and whether they hold any report
 * of the test. Times come as epoch milliseconds and JSON as text: nothing to parse per request.
 *
 * Asked for every caller of one turn of the event loop at once (see `batched`): a cohort opening
 * or submitting together shares one round trip. The callers arrive one array per column, read in
 * step by `unnest`, and are answered in their order.
 */
const callerAttemptsSql = sql`
  select
    ${sessionOpenCondition({ sessionId: sql`k.session_id`, userId: sql`k.user_id`, now: sql`k.now` })} as session_open,
    coalesce((select true from ${reports} where ${reports.userId} = k.user_id and ${reports.testId} = k.test_id limit 1), false) as attempted,
    ${open.id} as id, ${open.tenantId} as tenant_id, ${open.mode} as mode,
    ${epochMs(sql`${open.startedAt}`)} as started_ms,
    ${epochMs(sql`${open.deadlineAt}`)} as deadline_ms,
    case when ${open.id} = k.known_attempt_id then null
      else array_to_string(array(select jsonb_array_elements_text(${open.questionIds})), ',') end as question_list,
    case when ${open.progressSavedAt} is null then null else ${open.progress}::text end as progress_json
  from unnest(
      ${value('userIds')}::uuid[], ${value('sessionIds')}::uuid[], ${value('testIds')}::uuid[], ${value('modes')}::text[],
      ${value('knownAttemptIds')}::uuid[], ${value('nows')}::timestamptz[]
    ) with ordinality as k(user_id, session_id, test_id, mode, known_attempt_id, now, ord)
  -- Per caller, by the index of open attempts (at most one each).
  left join lateral (
    select * from ${attempts}
    where ${attempts.userId} = k.user_id and ${attempts.testId} = k.test_id and ${attempts.mode} = k.mode and ${attempts.submittedAt} is null
    limit 1
  ) ${open} on true
  order by k.ord`;

interface CallerAttemptRow {
  session_open: boolean;
  attempted: boolean;
  id: string | null;
  tenant_id: string;
  mode: Mode;
  started_ms: number;
  deadline_ms: number;
  /** Null when the open attempt is the one the caller already knows. */
  question_list: string | null;
  progress_json: string | null;
}

/**
 * Who asks (their session) about which test in which mode, and when. `known`: the open attempt
 * this process saw last, whose question list is not read again when it is still the open one (an
 * attempt's questions never change).
 */
export type CallerAttemptQuery = {
  userId: string;
  sessionId: string;
  testId: string;
  mode: Mode;
  now: Date;
  known: KnownList | undefined;
};

const callerAttemptOf = (query: CallerAttemptQuery, row: CallerAttemptRow): CallerAttempt => ({
  sessionOpen: row.session_open,
  attempted: row.attempted,
  attempt: row.id
    ? {
        id: row.id,
        tenantId: row.tenant_id,
        userId: query.userId,
        testId: query.testId,
        mode: row.mode,
        startedAt: new Date(row.started_ms),
        deadlineAt: new Date(row.deadline_ms),
        questionList: row.question_list ?? query.known!.list,
        progressJson: row.progress_json,
      }
    : null,
});

/** The first statement of resuming, saving and submitting, for many callers at once. */
export function callerAttemptsRepo(db: Queryable) {
  let statement: PreparedSql<CallerAttemptRow> | undefined;
  return {
    /**
     * Whether each caller's session is open, their open attempt (or null) and whether they hold a
     * report of the test: one round trip for all of them, answered in their order.
     */
    async callerAttempts(queries: CallerAttemptQuery[]): Promise<CallerAttempt[]> {
      statement ??= preparedSql<CallerAttemptRow>(db, 'caller_attempts', callerAttemptsSql);
      const rows = await statement.rows({
        userIds: queries.map((q) => q.userId),
        sessionIds: queries.map((q) => q.sessionId),
        testIds: queries.map((q) => q.testId),
        modes: queries.map((q) => q.mode),
        knownAttemptIds: queries.map((q) => q.known?.attemptId ?? null),
        nows: queries.map((q) => q.now.toISOString()),
      });
      if (rows.length !== queries.length) throw new Error(`caller_attempts: ${rows.length} rows for ${queries.length} callers`);
      return rows.map((row, i) => callerAttemptOf(queries[i]!, row));
    },
  };
}
