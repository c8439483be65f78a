import { bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ownedBy, translations, updatedAt } from './columns.ts';
import { tenants } from './tenancy.ts';
import { users } from './accounts.ts';

export const ticketTopics = pgTable(
  'ticket_topics',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    key: text('key').notNull(),
    topicName: text('topic_name').notNull(),
    translations: translations<{ topicName: string }>(),
    position: integer('position').notNull().default(0),
    /** False once the topic is gone from the provider's folder (old tickets still name it). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('ticket_topics_tenant_key').on(t.tenantId, t.key)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    userId: ownedBy('user_id', () => users.id),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => ticketTopics.id, { onDelete: 'restrict' }),
    assignedStaffId: uuid('assigned_staff_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['Open', 'Pending', 'Closed'] })
      .notNull()
      .default('Open'),
    imagePath: text('image_path'),
    /** Creation order, for ties between equal times. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tickets_user_created').on(t.userId, t.createdAt),
    index('tickets_tenant_status').on(t.tenantId, t.status),
    check('tickets_status', sql`${t.status} in ('Open', 'Pending', 'Closed')`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    ticketId: ownedBy('ticket_id', () => tickets.id),
    fromUserId: ownedBy('from_user_id', () => users.id),
    /** Written by the provider's staff (not the learner who raised the ticket). */
    fromStaff: boolean('from_staff').notNull().default(false),
    message: text('message').notNull(),
    /** Order of writing, for ties between equal times. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_ticket_created').on(t.ticketId, t.createdAt)],
);

/**
 * What each user had seen of each ticket when they last opened it: the number of messages the
 * other side had written. More now means unread (a count, not a time: no clock ties).
 */
export const ticketReads = pgTable(
  'ticket_reads',
  {
    ticketId: ownedBy('ticket_id', () => tickets.id),
    userId: ownedBy('user_id', () => users.id),
    seenCount: integer('seen_count').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] })],
);
