import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { orders } from '../../../db/schema/membership.ts';
import type { ProviderName } from '../payments/payment-provider.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Pick<OrderRow, 'tenantId' | 'userId' | 'planId' | 'amountMinor' | 'currency' | 'provider' | 'returnOrigin'>;

/** Checkouts: an order is recorded before the learner goes to pay, and paid once by a webhook. */
export function ordersRepo(db: Queryable) {
  return {
    async create(order: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      return row!;
    },
    async setSession(orderId: string, sessionId: string): Promise<void> {
      await db.update(orders).set({ providerSessionId: sessionId, updatedAt: new Date() }).where(eq(orders.id, orderId));
    },
    async remove(orderId: string): Promise<void> {
      await db.delete(orders).where(eq(orders.id, orderId));
    },
    async byId(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },
    async bySession(provider: ProviderName, sessionId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId)));
      return row;
    },
    /**
     * Marks a pending order of this provider paid and returns it; undefined when it is unknown
     * or was paid already. The row lock makes two deliveries of one payment pay it once.
     */
    async claimPending(provider: ProviderName, orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: 'paid', updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.provider, provider), eq(orders.status, 'pending')))
        .returning();
      return row;
    },
  };
}
