import { index, integer, pgTable, text, unique, uuid, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns.ts';
import { tenants } from './tenancy.ts';
import { users } from './accounts.ts';

export const ticketTopics = pgTable(
  'ticket_topics',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    topicName: text('topic_name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('ticket_topics_tenant_key').on(t.tenantId, t.key)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id').notNull().references(() => ticketTopics.id, { onDelete: 'restrict' }),
    assignedStaffId: uuid('assigned_staff_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['Open', 'Pending', 'Closed'] }).notNull().default('Open'),
    imagePath: text('image_path'),
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
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').notNull().references(() => tickets.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_ticket_created').on(t.ticketId, t.createdAt)],
);
