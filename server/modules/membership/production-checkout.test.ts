import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/membership.ts';
import { learner } from '../../../tests/support/learners.ts';
import { capturedLog } from '../../../tests/support/log-lines.ts';
import { checkoutBody, planOf } from '../../../tests/support/membership.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

const ALPHA = 'alpha.localhost';
const SANDBOX_WARNING = /payment sandbox.*production.*no real payment/i;

describe('checkout on a production server (NODE_ENV=production) running the payment sandbox', () => {
  const log = capturedLog('info');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { logger: log.logger, env: { NODE_ENV: 'production', PASSWORD_HASH_COST: '15', PAYMENTS_PROVIDER: 'sandbox' } });
  });
  afterAll(() => t.close());

  const start = async (me: Awaited<ReturnType<typeof learner>>, redirectUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout-session',
      headers: { host: ALPHA, authorization: `Bearer ${me.token}` },
      payload: checkoutBody(me, await planOf(t, me.tenantId), redirectUrl),
    });

  it("returns the learner only to https on one of the provider's own hosts, on the default port, and records nothing otherwise", async () => {
    const me = await learner(t, 'alpha');
    // The fixture provider alpha's own host is alpha.example.com; beta's is beta.example.com.
    for (const refused of [
      'http://alpha.example.com',
      'https://alpha.example.com:8443',
      'https://alpha.localhost',
      'http://alpha.localhost',
      'https://localhost',
      'https://beta.example.com',
      'https://alpha.example.com.evil.test',
    ]) {
      const response = await start(me, refused);
      expect(response.statusCode, refused).toBe(400);
      expect(Object.keys(response.json().fields), refused).toEqual(['redirect_url']);
    }
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, me.id))).toEqual([]);

    for (const taken of ['https://alpha.example.com', 'https://ALPHA.example.com:443']) expect((await start(me, taken)).statusCode, taken).toBe(200);
    const page = (await start(me, 'https://alpha.example.com')).json().url as string;
    const paid = await t.app.inject({
      method: 'POST',
      url: `${page}/pay`,
      headers: { host: ALPHA, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.headers.location).toBe('https://alpha.example.com/#/menu/membership?checkout=done');
  });

  it('says loudly that the sandbox takes no real payment: a warning in the log at start and a banner on its checkout page', async () => {
    expect(log.lines.filter((line) => line.level === 40 && SANDBOX_WARNING.test(line.msg ?? ''))).toHaveLength(1);
    const me = await learner(t, 'alpha');
    const page = (await start(me, 'https://alpha.example.com')).json().url as string;
    const html = (await t.app.inject({ method: 'GET', url: page, headers: { host: ALPHA } })).body;
    const banner = /<div class="live-warning" role="alert">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(banner.replace(/<[^>]+>/g, '')).toMatch(
      /^Payment sandbox on a live site\. No real payment is taken here: Pay gives the plan without charging anyone\./,
    );
    // Before the plan and its buttons, where nobody misses it.
    expect(html.indexOf('role="alert"')).toBeLessThan(html.indexOf('<h1>'));
  });
});
