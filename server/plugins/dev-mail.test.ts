import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, BETA, client, registration } from '../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

describe('the development outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('keeps each provider’s mail, code included, on that provider’s /dev/mail only', async () => {
    await client(t, ALPHA).post('/api/user/register', registration('outbox@example.com'));
    await t.services.mailer.idle();
    const page = await client(t, ALPHA).get('/dev/mail');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Your Alpha Academy verification code: \d{4}/);
    expect(page.body).toMatch(/Your code: \d{4}/);
    expect((await client(t, BETA).get('/dev/mail')).body).not.toContain('outbox@example.com');
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { NODE_ENV: 'production', PASSWORD_HASH_COST: '15' } });
  });
  afterAll(() => t.close());

  it('has no /dev/mail', async () => {
    expect((await client(t, ALPHA).get('/dev/mail')).statusCode).toBe(404);
  });
});
