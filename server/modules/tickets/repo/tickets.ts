import { and, asc, desc, eq, ilike, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { chatMessages, ticketReads, tickets, ticketTopics } from '../../../db/schema/tickets.ts';
import { containing } from '../../../lib/like-pattern.ts';

export type TicketStatus = (typeof tickets.$inferSelect)['status'];
export type MessageRow = typeof chatMessages.$inferSelect;

/** Who is looking: a learner sees their own tickets; staff see the provider's. */
export interface Viewer {
  tenantId: string;
  userId: string;
  staff: boolean;
}

export interface StaffFilters {
  status?: TicketStatus;
  topic?: string;
  search?: string;
}

/** Messages the other side (staff for a learner, the learner for staff) has written in a ticket. */
const otherSideCount = (ticketId: SQL | string, viewerIsStaff: boolean) =>
  sql<number>`(select count(*)::int from ${chatMessages} m where m.ticket_id = ${ticketId} and m.from_staff = ${!viewerIsStaff})`;

/**
 * Whether the other side wrote since the viewer last opened the ticket. Learners: a staff reply
 * since their last look. Staff: a ticket they never opened, or a learner's message since.
 */
const unreadFor = (viewer: Pick<Viewer, 'staff'> & { userId: string | SQLWrapper }) => {
  const seen = sql`(select r.seen_count from ${ticketReads} r where r.ticket_id = ${tickets.id} and r.user_id = ${viewer.userId})`;
  return sql<boolean>`(${otherSideCount(sql`${tickets.id}`, viewer.staff)} > coalesce(${seen}, ${viewer.staff ? -1 : 0}))`.mapWith(Boolean);
};

const listColumns = (viewer: Pick<Viewer, 'staff'> & { userId: string | SQLWrapper }) => ({
  id: tickets.id,
  tenantId: tickets.tenantId,
  userId: tickets.userId,
  subject: tickets.subject,
  description: tickets.description,
  status: tickets.status,
  assignedStaffId: tickets.assignedStaffId,
  imagePath: tickets.imagePath,
  createdAt: tickets.createdAt,
  topicId: ticketTopics.id,
  topicName: ticketTopics.topicName,
  unread: unreadFor(viewer),
});

export interface TicketRow {
  id: string;
  tenantId: string;
  userId: string;
  subject: string;
  description: string;
  status: TicketStatus;
  assignedStaffId: string | null;
  imagePath: string | null;
  createdAt: Date;
  topicId: string;
  topicName: string;
  unread: boolean;
}


/**
 * A learner's own tickets, newest first, as a prepared statement: written and planned once (the
 * dashboard asks it on every visit, and its unread subqueries cost more to plan than to run).
 */
const prepareOwnTickets = (db: Queryable) =>
  db
    .select(listColumns({ userId: sql.placeholder('userId'), staff: false }))
    .from(tickets)
    .innerJoin(ticketTopics, eq(ticketTopics.id, tickets.topicId))
    .where(and(eq(tickets.tenantId, sql.placeholder('tenantId')), eq(tickets.userId, sql.placeholder('userId'))))
    .orderBy(desc(tickets.createdAt), desc(tickets.seq))
    .prepare('own_tickets');

/** Tickets, their messages and who read them; always scoped by tenant, and by learner for learners. */
export function ticketsRepo(db: Queryable) {
  let ownTickets: ReturnType<typeof prepareOwnTickets> | undefined;
  const visible = (viewer: Viewer, extra: Array<SQL | undefined> = []) =>
    and(eq(tickets.tenantId, viewer.tenantId), viewer.staff ? undefined : eq(tickets.userId, viewer.userId), ...extra);

  const select = (viewer: Viewer) => db.select(listColumns(viewer)).from(tickets).innerJoin(ticketTopics, eq(ticketTopics.id, tickets.topicId));

  return {
    /** A learner's own tickets, newest first. */
    own(viewer: Pick<Viewer, 'tenantId' | 'userId'>): Promise<TicketRow[]> {
      ownTickets ??= prepareOwnTickets(db);
      return ownTickets.execute(viewer);
    },

    /** A learner's own tickets, newest first; staff: every ticket, unread first, filtered. */
    list(viewer: Viewer, filters: StaffFilters = {}): Promise<TicketRow[]> {
      const where = visible(viewer, [
        filters.status ? eq(tickets.status, filters.status) : undefined,
        filters.topic ? eq(tickets.topicId, filters.topic) : undefined,
        filters.search ? ilike(tickets.subject, containing(filters.search)) : undefined,
      ]);
      const order = viewer.staff ? [desc(unreadFor(viewer)), desc(tickets.createdAt)] : [desc(tickets.createdAt)];
      return select(viewer).where(where).orderBy(...order, desc(tickets.seq));
    },

    async one(viewer: Viewer, ticketId: string): Promise<TicketRow | undefined> {
      const [row] = await select(viewer).where(visible(viewer, [eq(tickets.id, ticketId)]));
      return row;
    },

    messages: (ticketId: string): Promise<MessageRow[]> =>
      db.select().from(chatMessages).where(eq(chatMessages.ticketId, ticketId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.seq)),

    async insert(values: typeof tickets.$inferInsert): Promise<string> {
      const [row] = await db.insert(tickets).values(values).returning({ id: tickets.id });
      return row!.id;
    },

    /**
     * Adds the viewer's message to a ticket they may see if it is Open, and marks what the other
     * side wrote as read by them, in one statement (atomic alone; its row lock orders it after a
     * status change in flight). Returns the ticket as found, its status before the message
     * (undefined: no such ticket for this viewer); nothing is written unless it was Open.
     */
    async addMessageIfOpen(viewer: Viewer, ticketId: string, message: string): Promise<Pick<TicketRow, 'userId' | 'subject' | 'status'> | undefined> {
      const [row] = await rowsOf(
        db,
        sql`with t as (
          select ${tickets.id} as id, ${tickets.userId} as user_id, ${tickets.subject} as subject, ${tickets.status} as status
          from ${tickets} where ${visible(viewer, [eq(tickets.id, ticketId)])} for update
        ), added as (
          insert into ${chatMessages} (tenant_id, ticket_id, from_user_id, from_staff, message)
          select ${viewer.tenantId}::uuid, t.id, ${viewer.userId}::uuid, ${viewer.staff}::boolean, ${message}::text from t where t.status = 'Open'
          returning ticket_id
        ), seen as (
          insert into ${ticketReads} (ticket_id, user_id, seen_count)
          select added.ticket_id, ${viewer.userId}::uuid, ${otherSideCount(sql`added.ticket_id`, viewer.staff)} from added
          on conflict (ticket_id, user_id) do update set seen_count = excluded.seen_count, read_at = now()
        )
        select user_id, subject, status from t`,
      );
      return row && { userId: row.user_id as string, subject: row.subject as string, status: row.status as TicketStatus };
    },

    async setStatus(tenantId: string, ticketId: string, status: TicketStatus): Promise<void> {
      await db
        .update(tickets)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)));
    },

    /** The viewer has seen everything the other side has written so far. */
    async markRead(ticketId: string, viewer: Pick<Viewer, 'userId' | 'staff'>): Promise<void> {
      const seenCount = otherSideCount(ticketId, viewer.staff);
      await db
        .insert(ticketReads)
        .values({ ticketId, userId: viewer.userId, seenCount })
        .onConflictDoUpdate({ target: [ticketReads.ticketId, ticketReads.userId], set: { seenCount, readAt: sql`now()` } });
    },
  };
}
