import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { questions, subtopics } from '../../../db/schema/bank.ts';

export type QuestionRow = typeof questions.$inferSelect & {
  subtopic: { id: string; name: string; references: string[]; images: string[]; translations: (typeof subtopics.$inferSelect)['translations'] };
};

/** The only code of test taking that reads questions (with their subtopic). Scoped by tenant. */
export function questionsRepo(db: Queryable) {
  return {
    /** Questions with their subtopic, returned in the order of `ids`. */
    async questionsInOrder(tenantId: string, ids: string[]): Promise<QuestionRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          question: questions,
          subtopic: {
            id: subtopics.id,
            name: subtopics.subTopicName,
            references: subtopics.references,
            images: subtopics.images,
            translations: subtopics.translations,
          },
        })
        .from(questions)
        .innerJoin(subtopics, eq(subtopics.id, questions.subtopicId))
        .where(and(eq(questions.tenantId, tenantId), inArray(questions.id, ids)));
      const byId = new Map(rows.map((r) => [r.question.id, { ...r.question, subtopic: r.subtopic }]));
      return ids.map((id) => byId.get(id)).filter((q): q is QuestionRow => q !== undefined);
    },
  };
}
