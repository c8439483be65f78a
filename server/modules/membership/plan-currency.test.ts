import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, transactions } from '../../db/schema/membership.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { learner } from '../../../tests/support/learners.ts';
import { checkoutBody, planOf } from '../../../tests/support/membership.ts';
import { tempTenantsDir, writeTenant } from '../../../tests/support/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

const plan = (key: string, price: number) => ({
  key,
  name: `Plan ${key}`,
  price,
  validity: '1 Month',
  validityDays: 30,
  access: 'All banks',
  features: ['Timed mocks'],
});

/** Three Paid providers, each pricing in its own currency: dollars (two decimals), yen (none), dinars (three). */
function tenantsDir(): string {
  const dir = tempTenantsDir();
  writeTenant(dir, 'alpha', { manifest: { currency: 'USD' }, plans: [plan('monthly', 29.99), plan('yearly', 179)] });
  writeTenant(dir, 'yen', { manifest: { currency: 'JPY' }, plans: [plan('monthly', 1999)] });
  writeTenant(dir, 'dinar', { manifest: { currency: 'KWD' }, plans: [plan('monthly', 4.995)] });
  return dir;
}

describeEachDatabase("plans and checkout in the provider's currency on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { tenantsDir: tenantsDir() });
  });
  afterAll(() => t.close());

  const plansOf = async (slug: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/plans/get-plans?subdomain=${t.idOf(slug)}`, headers: { host: `${slug}.localhost` } })).json().subDomain
      .plans;

  it('stores each plan in minor units of its currency, and the API gives price (major), price_minor and currency', async () => {
    expect((await plansOf('alpha')).map((p: Record<string, unknown>) => [p.price, p.price_minor, p.currency])).toEqual([
      [29.99, 2999, 'USD'],
      [179, 17900, 'USD'],
    ]);
    expect((await plansOf('yen')).map((p: Record<string, unknown>) => [p.price, p.price_minor, p.currency])).toEqual([[1999, 1999, 'JPY']]);
    expect((await plansOf('dinar')).map((p: Record<string, unknown>) => [p.price, p.price_minor, p.currency])).toEqual([[4.995, 4995, 'KWD']]);
    const stored = await planOf(t, t.idOf('yen'), 'monthly');
    expect([stored.priceMinor, stored.currency]).toEqual([1999, 'JPY']);
  });

  it('a checkout in USD through the sandbox charges the plan in dollars, and the statement says so', async () => {
    const me = await learner(t, 'alpha');
    const headers = { host: 'alpha.localhost', authorization: `Bearer ${me.token}` };
    const monthly = await planOf(t, me.tenantId, 'monthly');
    const post = (price?: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/create-checkout-session',
        headers,
        payload: checkoutBody(me, monthly, 'http://alpha.localhost', price === undefined ? {} : { price }),
      });
    // The price shown is checked in dollars: a cent more, or a fraction of a cent, is not the plan's price.
    expect((await post(30)).statusCode).toBe(409);
    expect((await post(29.999)).statusCode).toBe(409);
    const started = await post();
    expect(started.statusCode, started.body).toBe(200);
    const page = started.json().url as string;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, me.id));
    expect(order).toMatchObject({ amountMinor: 2999, currency: 'USD', status: 'pending' });

    const paid = await t.app.inject({
      method: 'POST',
      url: `${page}/pay`,
      headers: { host: 'alpha.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    const [transaction] = await t.database.db.select().from(transactions).where(eq(transactions.userId, me.id));
    expect(transaction).toMatchObject({ amountMinor: 2999, currency: 'USD', status: 'paid' });
    const statement = (await t.app.inject({ method: 'GET', url: '/api/transaction/get-user-transactions', headers })).json();
    expect(statement.transactions[0]).toMatchObject({ amount: 29.99, amount_minor: 2999, currency: 'USD' });
    expect(statement.subscription).toMatchObject({ amount: 29.99, amount_minor: 2999, currency: 'USD' });
  });

  it('a checkout in yen takes the price in whole yen', async () => {
    const me = await learner(t, 'yen');
    const monthly = await planOf(t, me.tenantId, 'monthly');
    const post = (overrides: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/create-checkout-session',
        headers: { host: 'yen.localhost', authorization: `Bearer ${me.token}` },
        payload: checkoutBody(me, monthly, 'http://yen.localhost', overrides),
      });
    expect((await post({ price: 19.99 })).statusCode).toBe(409);
    expect((await post({})).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, me.id));
    expect(order).toMatchObject({ amountMinor: 1999, currency: 'JPY' });
  });
});
