import { and, asc, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { attempts, reports } from '../../../db/schema/attempts.ts';
import type { Mode, OpenAttempt } from '../attempt-types.ts';

export type AttemptRow = typeof attempts.$inferSelect;

/** An attempt row as the calls on an open attempt read it (see OpenAttempt). */
export const openAttemptOf = (row: AttemptRow): OpenAttempt => ({
  id: row.id,
  tenantId: row.tenantId,
  userId: row.userId,
  testId: row.testId,
  mode: row.mode,
  startedAt: row.startedAt,
  deadlineAt: row.deadlineAt,
  questionList: row.questionIds.join(','),
  progressJson: row.progressSavedAt ? JSON.stringify(row.progress) : null,
});

/**
 * Starts, saves and finds attempts. Resuming, saving and submitting find the caller's open attempt
 * through caller-attempts.ts instead, and closing one is close-with-report.ts: both are single
 * hand-written statements.
 */
export function attemptsRepo(db: Queryable) {
  return {
    /**
     * Starts the attempts of many learners in one statement (see `batched`: a cohort opening a test
     * together shares one round trip and one commit), answered in their order. Where another
     * request started one a moment ago (or asked twice in this batch), that one is returned: at most
     * one attempt is open per learner, test and mode (attempts_one_open).
     */
    async startAttempts(values: Array<typeof attempts.$inferInsert>): Promise<AttemptRow[]> {
      const keyOf = (v: { userId: string; testId: string; mode?: Mode }) => `${v.userId}|${v.testId}|${v.mode ?? 'practice'}`;
      const inserted = new Map((await db.insert(attempts).values(values).onConflictDoNothing().returning()).map((row) => [keyOf(row), row]));
      return Promise.all(
        values.map(async (v) => {
          const row = inserted.get(keyOf(v));
          if (row) return row;
          const [existing] = await db
            .select()
            .from(attempts)
            .where(and(eq(attempts.userId, v.userId), eq(attempts.testId, v.testId), eq(attempts.mode, v.mode ?? 'practice'), isNull(attempts.submittedAt)));
          return existing!;
        }),
      );
    },

    async saveProgress(attemptId: string, progress: unknown, savedAt: Date): Promise<void> {
      await db
        .update(attempts)
        .set({ progress, progressSavedAt: savedAt, updatedAt: sql`now()` })
        .where(eq(attempts.id, attemptId));
    },

    /** The learner's most recently closed attempt of a test in a mode, with its report's id and how it closed. */
    async lastSubmitted(userId: string, testId: string, mode: Mode) {
      const [row] = await db
        .select({ attempt: attempts, reportId: reports.id, closedBy: reports.closedBy })
        .from(attempts)
        .innerJoin(reports, eq(reports.attemptId, attempts.id))
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.mode, mode), isNotNull(attempts.submittedAt)))
        .orderBy(desc(attempts.submittedAt))
        .limit(1);
      return row;
    },

    /** Open attempts whose deadline passed before `before`, oldest first: the sweeper's work. */
    expiredOpenAttempts(before: Date, limit: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(attempts)
        .where(and(isNull(attempts.submittedAt), lt(attempts.deadlineAt, before)))
        .orderBy(asc(attempts.deadlineAt))
        .limit(limit);
    },
  };
}
