import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { invoiceCounters, paymentEvents, subscriptions, transactions } from '../../../db/schema/membership.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewTransaction = Omit<typeof transactions.$inferInsert, 'createdAt' | 'status' | 'refundedAt'> & { status: TransactionRow['status'] };

/** Payments received: provider events, transactions, invoice numbers and subscriptions. */
export function paymentsRepo(db: Queryable) {
  return {
    /** Records an event; false when it was recorded before (a redelivery: apply nothing). */
    async recordEvent(event: { provider: string; eventId: string; kind: string; paymentId: string | null }): Promise<boolean> {
      const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
      return rows.length === 1;
    },
    /** Whether a refund of this payment arrived before the payment itself. */
    async refundSeen(provider: string, paymentId: string): Promise<boolean> {
      const [row] = await db
        .select({ eventId: paymentEvents.eventId })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'refunded')))
        .limit(1);
      return row !== undefined;
    },
    /** The provider's next invoice number; the counter row's lock orders concurrent payments. */
    async nextInvoiceNumber(tenantId: string): Promise<number> {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ tenantId, last: 1 })
        .onConflictDoUpdate({ target: invoiceCounters.tenantId, set: { last: sql`${invoiceCounters.last} + 1` } })
        .returning({ last: invoiceCounters.last });
      return row!.last;
    },
    async addTransaction(row: NewTransaction): Promise<TransactionRow> {
      const [inserted] = await db.insert(transactions).values(row).returning();
      return inserted!;
    },
    async transactionByPayment(paymentId: string): Promise<TransactionRow | undefined> {
      const [row] = await db.select().from(transactions).where(eq(transactions.paymentId, paymentId));
      return row;
    },
    async markRefunded(transactionId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(transactions)
        .set({ status: 'refunded', refundedAt: at })
        .where(and(eq(transactions.id, transactionId), eq(transactions.status, 'paid')))
        .returning({ id: transactions.id });
      return rows.length === 1;
    },
    /** The learner's transactions, newest first. */
    ofLearner(tenantId: string, userId: string): Promise<TransactionRow[]> {
      return db
        .select()
        .from(transactions)
        .where(and(eq(transactions.tenantId, tenantId), eq(transactions.userId, userId)))
        .orderBy(desc(transactions.createdAt), desc(transactions.invoiceNumber));
    },
    /** A transaction of this provider, whoever owns it (the caller checks ownership). */
    async transactionOfTenant(tenantId: string, transactionId: string): Promise<TransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.tenantId, tenantId), eq(transactions.id, transactionId)));
      return row;
    },
    async subscription(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },
    /**
     * Extends the learner's subscription by `days`: from its expiry while it still runs, from
     * `now` otherwise. Returns the new expiry.
     */
    async extendSubscription(s: { tenantId: string; userId: string; planId: string; amountMinor: number; days: number; now: Date }): Promise<Date> {
      const from = sql`greatest(${subscriptions.expiresAt}, ${s.now.toISOString()}::timestamptz)`;
      const [row] = await db
        .insert(subscriptions)
        .values({
          tenantId: s.tenantId,
          userId: s.userId,
          planId: s.planId,
          amountMinor: s.amountMinor,
          expiresAt: new Date(s.now.getTime() + s.days * 86_400_000),
        })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: { planId: s.planId, amountMinor: s.amountMinor, expiresAt: sql`${from} + make_interval(days => ${s.days})`, updatedAt: s.now },
        })
        .returning({ expiresAt: subscriptions.expiresAt });
      return row!.expiresAt;
    },
    /** Takes back the days a refunded payment added. */
    async shortenSubscription(userId: string, days: number, now: Date): Promise<Date | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ expiresAt: sql`${subscriptions.expiresAt} - make_interval(days => ${days})`, updatedAt: now })
        .where(eq(subscriptions.userId, userId))
        .returning({ expiresAt: subscriptions.expiresAt });
      return row?.expiresAt;
    },
  };
}
