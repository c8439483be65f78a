import { and, desc, eq, ilike, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { epochMs } from '../../../db/epoch-ms.ts';
import { preparedSql, type PreparedSql } from '../../../db/prepared-sql.ts';
import type { RowTranslations } from '../../../db/schema/columns.ts';
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

const listColumns = (viewer: Viewer) => ({
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
  topicTranslations: ticketTopics.translations,
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
  /** The topic's name in the provider's default language; `topicTranslations` has it in the others. */
  topicName: string;
  topicTranslations: RowTranslations<{ topicName: string }>;
  unread: boolean;
}

const placeholder = sql.placeholder;
/** The viewer's own tickets only, for a learner; any of the provider's, for staff. */
const visibleTo = (staff: boolean) =>
  staff
    ? sql`${tickets.tenantId} = ${placeholder('tenantId')}::uuid`
    : sql`${tickets.tenantId} = ${placeholder('tenantId')}::uuid and ${tickets.userId} = ${placeholder('userId')}::uuid`;

/**
 * Tickets the viewer may see, with their topic and whether each is unread by them: the select of
 * the prepared statements below. Prepared, as the chat's other statements: the dashboard and each
 * message ask them, and the embedded database would otherwise parse and plan each one every time
 * (most of a message's cost there), PostgreSQL plan them (more than running them costs).
 */
const visibleTickets = (staff: boolean) => sql`
  select ${tickets.id} as id, ${tickets.tenantId} as tenant_id, ${tickets.userId} as user_id, ${tickets.subject} as subject,
    ${tickets.description} as description, ${tickets.status} as status, ${tickets.assignedStaffId} as assigned_staff_id,
    ${tickets.imagePath} as image_path, ${epochMs(tickets.createdAt)} as created_ms,
    ${ticketTopics.id} as topic_id, ${ticketTopics.topicName} as topic_name, ${ticketTopics.translations} as topic_translations,
    ${unreadFor({ userId: placeholder('userId'), staff })} as unread
  from ${tickets} inner join ${ticketTopics} on ${ticketTopics.id} = ${tickets.topicId}
  where ${visibleTo(staff)}`;

/** One ticket the viewer may see. */
const oneTicketSql = (staff: boolean) => sql`${visibleTickets(staff)} and ${tickets.id} = ${placeholder('ticketId')}::uuid`;

/** A learner's own tickets, newest first. */
const ownTicketsSql = sql`${visibleTickets(false)} order by ${tickets.createdAt} desc, ${tickets.seq} desc`;

interface OneTicketRow {
  id: string;
  tenant_id: string;
  user_id: string;
  subject: string;
  description: string;
  status: TicketStatus;
  assigned_staff_id: string | null;
  image_path: string | null;
  created_ms: number;
  topic_id: string;
  topic_name: string;
  topic_translations: RowTranslations<{ topicName: string }>;
  unread: boolean;
}

const ticketRowOf = (row: OneTicketRow): TicketRow => ({
  id: row.id,
  tenantId: row.tenant_id,
  userId: row.user_id,
  subject: row.subject,
  description: row.description,
  status: row.status,
  assignedStaffId: row.assigned_staff_id,
  imagePath: row.image_path,
  createdAt: new Date(row.created_ms),
  topicId: row.topic_id,
  topicName: row.topic_name,
  topicTranslations: row.topic_translations,
  unread: row.unread,
});

/** A ticket's messages in the order written. */
const ticketMessagesSql = sql`
  select id, tenant_id, ticket_id, from_user_id, from_staff, message, seq::float8 as seq, ${epochMs(chatMessages.createdAt)} as created_ms
  from ${chatMessages} where ticket_id = ${placeholder('ticketId')}::uuid order by created_at, seq`;

interface TicketMessageRow {
  id: string;
  tenant_id: string;
  ticket_id: string;
  from_user_id: string;
  from_staff: boolean;
  message: string;
  seq: number;
  created_ms: number;
}

const messageRowOf = (row: TicketMessageRow): MessageRow => ({
  id: row.id,
  tenantId: row.tenant_id,
  ticketId: row.ticket_id,
  fromUserId: row.from_user_id,
  fromStaff: row.from_staff,
  message: row.message,
  seq: row.seq,
  createdAt: new Date(row.created_ms),
});

/** addMessageIfOpen's statement, for staff or for the learner who raised the ticket. */
const addMessageSql = (staff: boolean) => sql`
  with t as (
    select ${tickets.id} as id, ${tickets.userId} as user_id, ${tickets.subject} as subject, ${tickets.status} as status
    from ${tickets} where ${visibleTo(staff)} and ${tickets.id} = ${placeholder('ticketId')}::uuid for update
  ), added as (
    insert into ${chatMessages} (tenant_id, ticket_id, from_user_id, from_staff, message)
    select ${placeholder('tenantId')}::uuid, t.id, ${placeholder('userId')}::uuid, ${staff}::boolean, ${placeholder('message')}::text
    from t where t.status = 'Open'
    returning ticket_id
  ), seen as (
    insert into ${ticketReads} (ticket_id, user_id, seen_count)
    select added.ticket_id, ${placeholder('userId')}::uuid, ${otherSideCount(sql`added.ticket_id`, staff)} from added
    on conflict (ticket_id, user_id) do update set seen_count = excluded.seen_count, read_at = now()
  )
  select user_id, subject, status from t`;

interface AddedMessageRow {
  user_id: string;
  subject: string;
  status: TicketStatus;
}

/** Tickets, their messages and who read them; always scoped by tenant, and by learner for learners. */
export function ticketsRepo(db: Queryable) {
  let ownTickets: PreparedSql<OneTicketRow> | undefined;
  const oneTicket: { staff?: PreparedSql<OneTicketRow>; learner?: PreparedSql<OneTicketRow> } = {};
  const addMessage: { staff?: PreparedSql<AddedMessageRow>; learner?: PreparedSql<AddedMessageRow> } = {};
  let ticketMessages: PreparedSql<TicketMessageRow> | undefined;
  const visible = (viewer: Viewer, extra: Array<SQL | undefined> = []) =>
    and(eq(tickets.tenantId, viewer.tenantId), viewer.staff ? undefined : eq(tickets.userId, viewer.userId), ...extra);

  const select = (viewer: Viewer) => db.select(listColumns(viewer)).from(tickets).innerJoin(ticketTopics, eq(ticketTopics.id, tickets.topicId));

  return {
    /** A learner's own tickets, newest first. */
    async own(viewer: Pick<Viewer, 'tenantId' | 'userId'>): Promise<TicketRow[]> {
      ownTickets ??= preparedSql<OneTicketRow>(db, 'own_tickets', ownTicketsSql);
      return (await ownTickets.rows(viewer)).map(ticketRowOf);
    },

    /** A learner's own tickets, newest first; staff: every ticket, unread first, filtered. */
    list(viewer: Viewer, filters: StaffFilters = {}): Promise<TicketRow[]> {
      const where = visible(viewer, [
        filters.status ? eq(tickets.status, filters.status) : undefined,
        filters.topic ? eq(tickets.topicId, filters.topic) : undefined,
        filters.search ? ilike(tickets.subject, containing(filters.search)) : undefined,
      ]);
      const order = viewer.staff ? [desc(unreadFor(viewer)), desc(tickets.createdAt)] : [desc(tickets.createdAt)];
      return select(viewer)
        .where(where)
        .orderBy(...order, desc(tickets.seq));
    },

    async one(viewer: Viewer, ticketId: string): Promise<TicketRow | undefined> {
      const statement = (oneTicket[viewer.staff ? 'staff' : 'learner'] ??= preparedSql<OneTicketRow>(
        db,
        viewer.staff ? 'staff_ticket' : 'own_ticket',
        oneTicketSql(viewer.staff),
      ));
      const [row] = await statement.rows({ tenantId: viewer.tenantId, userId: viewer.userId, ticketId });
      return row && ticketRowOf(row);
    },

    /** Where a ticket of the provider keeps its picture, if it has one. */
    async imagePath(tenantId: string, ticketId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ imagePath: tickets.imagePath })
        .from(tickets)
        .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)));
      return row?.imagePath;
    },

    async messages(ticketId: string): Promise<MessageRow[]> {
      ticketMessages ??= preparedSql<TicketMessageRow>(db, 'ticket_messages', ticketMessagesSql);
      return (await ticketMessages.rows({ ticketId })).map(messageRowOf);
    },

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
      const statement = (addMessage[viewer.staff ? 'staff' : 'learner'] ??= preparedSql<AddedMessageRow>(
        db,
        viewer.staff ? 'add_staff_message' : 'add_own_message',
        addMessageSql(viewer.staff),
      ));
      const [row] = await statement.rows({ tenantId: viewer.tenantId, userId: viewer.userId, ticketId, message });
      return row && { userId: row.user_id, subject: row.subject, status: row.status };
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
