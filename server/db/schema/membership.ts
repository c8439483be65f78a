import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ownedBy, translations, updatedAt } from './columns.ts';
import { tenants } from './tenancy.ts';
import { users } from './accounts.ts';

/**
 * Prices are integers in minor units of the plan's currency by its ISO 4217 exponent (pence, whole yen).
 * Plans are never deleted: transactions refer to them.
 */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('GBP'),
    validityLabel: text('validity_label').notNull(),
    validityDays: integer('validity_days').notNull(),
    access: text('access').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    translations: translations<{ name: string; validityLabel: string; access: string; features: string[] }>(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('plans_tenant_key').on(t.tenantId, t.key),
    check('plans_price', sql`${t.priceMinor} > 0`),
    check('plans_validity', sql`${t.validityDays} > 0`),
  ],
);

/** A checkout started by a learner; completed by the payment provider's webhook. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    userId: ownedBy('user_id', () => users.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    /** The tenant origin the learner returns to after paying (checked to be the tenant's own). */
    returnOrigin: text('return_origin').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('orders_provider_session').on(t.provider, t.providerSessionId), index('orders_user').on(t.userId, t.createdAt)],
);

/** A completed payment; one per order. Refunded payments stay, marked, with the days they added taken back. */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    userId: ownedBy('user_id', () => users.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    validityLabel: text('validity_label').notNull(),
    validityDays: integer('validity_days').notNull(),
    paymentId: text('payment_id').notNull(),
    status: text('status', { enum: ['paid', 'refunded'] })
      .notNull()
      .default('paid'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The provider's sequential invoice number (1, 2, ...), shown as INV-000001. */
    invoiceNumber: integer('invoice_number'),
    invoicePath: text('invoice_path'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('transactions_order').on(t.orderId),
    unique('transactions_payment').on(t.tenantId, t.paymentId),
    unique('transactions_invoice_number').on(t.tenantId, t.invoiceNumber),
    index('transactions_user').on(t.userId, t.createdAt),
  ],
);

/** The last invoice number each provider gave out; taken in the payment's transaction, so numbers have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  last: integer('last').notNull(),
});

/** One row per learner; its expiry is the only source of "active plan". */
export const subscriptions = pgTable('subscriptions', {
  id: id(),
  tenantId: ownedBy('tenant_id', () => tenants.id),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id')
    .notNull()
    .references(() => plans.id, { onDelete: 'restrict' }),
  amountMinor: integer('amount_minor').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Webhook events already applied, so a redelivered event changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** What the event did: paid, refunded or ignored. */
    kind: text('kind').notNull().default('ignored'),
    /** The payment it concerns, so a refund that arrives before its payment still counts. */
    paymentId: text('payment_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('payment_events_payment').on(t.paymentId)],
);
