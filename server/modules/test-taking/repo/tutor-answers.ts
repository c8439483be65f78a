import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { tutorAnswers } from '../../../db/schema/attempts.ts';

export type TutorAnswerRow = typeof tutorAnswers.$inferSelect;

/** Tutor mode's confirmed answers: each written once, final from then on. */
export function tutorAnswersRepo(db: Queryable) {
  return {
    /**
     * Stores the answer unless the question already has one, and returns the one that stands: the
     * first confirmation wins, however many arrive at once (the primary key decides).
     */
    async confirm(answer: TutorAnswerRow): Promise<TutorAnswerRow> {
      const [inserted] = await db.insert(tutorAnswers).values(answer).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [standing] = await db
        .select()
        .from(tutorAnswers)
        .where(and(eq(tutorAnswers.attemptId, answer.attemptId), eq(tutorAnswers.position, answer.position)));
      return standing!;
    },

    /** The attempt's confirmed answers, by position. */
    ofAttempt(attemptId: string): Promise<TutorAnswerRow[]> {
      return db.select().from(tutorAnswers).where(eq(tutorAnswers.attemptId, attemptId)).orderBy(asc(tutorAnswers.position));
    },
  };
}
