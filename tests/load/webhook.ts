import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { users } from '../../server/db/schema/accounts.ts';
import { orders, plans, transactions } from '../../server/db/schema/membership.ts';
import { sandboxPaidEvent, sandboxProvider } from '../../server/modules/membership/index.ts';
import { createServices } from '../../server/services.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';

export interface WebhookResults {
  events: number;
  eventsPerSecond: number;
  p99Ms: number;
  /** Transactions written: one per event, however many arrived at once. */
  transactions: number;
}

/**
 * Signed sandbox payment events delivered to POST /api/payment/webhook/sandbox on 10
 * connections, each completing its own order: signature check, idempotency record, order,
 * transaction, invoice number, PDF invoice rendered and stored, subscription extended.
 */
export async function webhookScenario(databaseUrl: string | undefined, count = 400): Promise<WebhookResults> {
  const dataDir = `/tmp/bench-webhook-${randomUUID()}`;
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'development', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!', DATA_DIR: dataDir });
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: 'memory://' });
  await migrate(database);
  const registry = await loadRegistry(config, database);
  const services = await createServices(config, undefined);
  const app = await buildApp({ config, database, registry, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const tenant = registry.bySlug('wardround')!;
  const [plan] = await database.db.select().from(plans).where(eq(plans.tenantId, tenant.id)).limit(1);
  const learners = await database.db
    .insert(users)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        tenantId: tenant.id,
        email: `payer-${randomUUID()}-${i}@example.com`,
        firstName: 'Bench',
        lastName: `Payer ${i}`,
        passwordHash: 'x',
        emailVerifiedAt: new Date(),
      })),
    )
    .returning();
  const made = await database.db
    .insert(orders)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenantId: tenant.id,
        userId: learners[i % learners.length]!.id,
        planId: plan!.id,
        amountMinor: plan!.priceMinor,
        currency: plan!.currency,
        provider: 'sandbox' as const,
        returnOrigin: 'http://wardround.localhost',
      })),
    )
    .returning();
  const sandbox = sandboxProvider({ signingKey: services.keys.sandboxPayments });
  const deliveries = made.map((order) => sandbox.signEvent(sandboxPaidEvent({ orderId: order.id, amountMinor: order.amountMinor, currency: order.currency })));

  let next = 0;
  try {
    const result = await autocannon({
      url: `${base}/api/payment/webhook/sandbox`,
      method: 'POST',
      connections: 10,
      amount: count,
      requests: [
        {
          setupRequest: (request) => {
            const delivery = deliveries[next++ % deliveries.length]!;
            return {
              ...request,
              headers: { host: 'wardround.localhost', 'content-type': 'application/json', 'x-payment-signature': delivery.signature },
              body: delivery.body,
            };
          },
        },
      ],
    });
    // This run's orders only: on PostgreSQL the database is shared with earlier runs.
    const written = await database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        inArray(
          transactions.orderId,
          made.map((order) => order.id),
        ),
      );
    return {
      events: result.requests.total,
      eventsPerSecond: result.requests.total / (result.duration || 1),
      p99Ms: result.latency.p99,
      transactions: written.length,
    };
  } finally {
    await app.close();
    await services.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
