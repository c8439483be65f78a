import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { ticketTopics } from '../../../db/schema/tickets.ts';

export type TopicRow = typeof ticketTopics.$inferSelect;

/** The provider's ticket topics (synced from its folder); only active ones are offered. */
export function topicsRepo(db: Queryable) {
  return {
    active: (tenantId: string): Promise<TopicRow[]> =>
      db
        .select()
        .from(ticketTopics)
        .where(and(eq(ticketTopics.tenantId, tenantId), eq(ticketTopics.active, true)))
        .orderBy(asc(ticketTopics.position)),
    async activeById(tenantId: string, id: string): Promise<TopicRow | undefined> {
      const [row] = await db
        .select()
        .from(ticketTopics)
        .where(and(eq(ticketTopics.tenantId, tenantId), eq(ticketTopics.id, id), eq(ticketTopics.active, true)));
      return row;
    },
  };
}
