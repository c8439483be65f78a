import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, BETA, client, PASSWORD } from '../../../tests/support/accounts.ts';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { fixtureSupport, tempTenantsDir, writeTenant } from '../../../tests/support/tenant-fixtures.ts';
import { loadTenants } from '../../tenants/loader.ts';
import { syncTenants } from '../../tenants/sync.ts';

/** Staff come from the provider's folder; their first sign-in sets a password with an emailed code. */
describe('staff accounts (pglite)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let dir: string;
  const email = 'staff1@alpha.example.com';

  beforeAll(async () => {
    dir = tempTenantsDir();
    writeTenant(dir, 'alpha');
    writeTenant(dir, 'beta', { platformType: 'Free' });
    sink = await startSmtpSink();
    t = await createTestApp('pglite', { tenantsDir: dir, env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const login = (password: string, host = ALPHA) => client(t, host).post('/api/user/login', { email, password, host });

  async function setFirstPassword(): Promise<void> {
    const api = client(t, ALPHA);
    const mark = sink.mark();
    await api.post('/api/user/getotp-to-forgot-password', { email });
    const mail = await sink.waitFor(email, (m) => /staff sign-in code/.test(m.subject), mark);
    expect(mail.text).toContain('/staff');
    const otp = /Your code: (\d{4})/.exec(mail.text)![1]!;
    const { resetToken } = (await api.post('/api/user/submitotp-to-forgot-password', { email, otp })).json();
    expect((await api.post('/api/user/reset-password', { email, password: PASSWORD, resetToken })).statusCode).toBe(200);
  }

  it('has no password until an emailed code sets one; then signs in as Staff on its own host only', async () => {
    expect((await login('')).statusCode).toBe(400);
    expect((await login('anything-at-all')).statusCode).toBe(401);
    await setFirstPassword();
    const signedIn = await login(PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.role).toBe('Staff');
    expect((await login(PASSWORD, BETA)).statusCode).toBe(401);
    const token = signedIn.json().token as string;
    expect((await client(t, ALPHA, token).get('/api/staff/tickets')).statusCode).toBe(200);
    expect((await client(t, BETA, token).get('/api/staff/tickets')).statusCode).toBe(401);
  });

  it('ends the access of a staff member removed from the folder at once, and restores the account if they come back', async () => {
    const { token } = (await login(PASSWORD)).json();
    const support = fixtureSupport('alpha') as { staff: unknown[] };
    const write = (staff: unknown[]) => fs.writeFileSync(path.join(dir, 'alpha', 'content', 'support.yaml'), stringify({ ...support, staff }));

    write(support.staff.slice(1));
    await syncTenants(t.database, await loadTenants(dir));
    expect((await client(t, ALPHA, token).get('/api/staff/tickets')).statusCode).toBe(401);
    expect((await login(PASSWORD)).statusCode).toBe(401);
    const names = (await client(t, ALPHA).get('/api/subadmin/get-subadmins')).json().professors.map((p: { first_name: string }) => p.first_name);
    expect(names).toEqual(['Alex']);
    const mark = sink.mark();
    await client(t, ALPHA).post('/api/user/getotp-to-forgot-password', { email });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mark()).toBe(mark);

    write(support.staff);
    await syncTenants(t.database, await loadTenants(dir));
    expect((await login(PASSWORD)).statusCode).toBe(200);
  });
});
