import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { ALPHA, BETA, client, PASSWORD, signUp } from '../../../tests/support/accounts.ts';
import { startMailingApp, stopMailingApp } from '../../../tests/support/mailing-app.ts';
import type { SmtpSink } from '../../../tests/support/smtp-sink.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { refusal } from '../../../tests/support/refusal.ts';

describeEachDatabase('sign-in, sessions and password reset on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let n = 0;
  const email = () => `member${++n}@example.com`;

  // Behind a trusted proxy each test can speak from its own network (X-Forwarded-For).
  beforeAll(async () => ({ t, sink } = await startMailingApp(kind, { TRUST_PROXY: 'true' })));
  afterAll(() => stopMailingApp({ t, sink }));

  const login = (address: string, password = PASSWORD, host = ALPHA, ip = '10.0.0.1') =>
    client(t, host).post('/api/user/login', { email: address, password, host }, { 'x-forwarded-for': ip });
  const profile = (token: string, host = ALPHA) => client(t, host, token).get('/api/user/get-profile');
  const refresh = (refreshToken: string) => client(t, ALPHA).post('/api/auth/refresh-token', { refreshToken });

  async function resetPassword(address: string, newPassword: string) {
    const api = client(t, ALPHA);
    // A code went out at sign-up: one code a minute per email.
    t.clock.advance(61_000);
    const mark = sink.mark();
    expect((await api.post('/api/user/getotp-to-forgot-password', { email: address })).json()).toMatchObject({ success: true });
    const otp = await sink.codeFor(address, /password reset code/, mark);
    const submitted = await api.post('/api/user/submitotp-to-forgot-password', { email: address, otp });
    expect(submitted.statusCode).toBe(200);
    return api.post('/api/user/reset-password', { email: address, password: newPassword, resetToken: submitted.json().resetToken });
  }

  it('signs in with email and password, case-insensitively by email', async () => {
    const address = email();
    await signUp(t, sink, address);
    const response = await login(address.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(address);
    expect((await profile(response.json().token)).statusCode).toBe(200);
  });

  it('gives one answer for a wrong password and an unknown email', async () => {
    const address = email();
    await signUp(t, sink, address);
    const wrong = await login(address, 'Not-The-Password-9');
    const unknown = await login('nobody-here@example.com');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('five wrong passwords from one address throttle that address for the account, while the right password from another address gets in', async () => {
    const address = email();
    await signUp(t, sink, address);
    for (let i = 0; i < 5; i++) expect((await login(address, `Wrong-Guess-${i}x`, ALPHA, '10.1.0.1')).statusCode).toBe(401);
    const throttled = await login(address, PASSWORD, ALPHA, '10.1.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(
      /^Too many failed sign-ins for this account\. Try again in \d+ minutes, sign in from a browser you have signed in with before, or reset your password\.$/,
    );
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(800);
    // A stranger's failures do not lock the learner out.
    expect((await login(address, PASSWORD, ALPHA, '10.1.0.2')).statusCode).toBe(200);
    // The throttled address may try again after the window.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(address, PASSWORD, ALPHA, '10.1.0.1')).statusCode).toBe(200);
  });

  it(`ten failures from many addresses throttle the account for browsers it never signed in from, for at most 15 minutes, \
and a password reset lifts it`, async () => {
    const address = email();
    await signUp(t, sink, address);
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await login(address, 'Wrong-Guess-99', ALPHA, `10.2.${i >> 4}.${i & 15}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
    const locked = await login(address, PASSWORD, ALPHA, '10.2.200.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-ins for this account\./);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await resetPassword(address, 'A-Brand-New-Secret-7')).statusCode).toBe(200);
    expect((await login(address, 'A-Brand-New-Secret-7', ALPHA, '10.2.200.1')).statusCode).toBe(200);
  });

  it('a success clears the account’s failures: only failures in a row count towards the lock', async () => {
    const address = email();
    await signUp(t, sink, address);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(address, 'Wrong-Guess-99', ALPHA, '10.3.0.1')).statusCode).toBe(401);
      expect((await login(address, PASSWORD, ALPHA, '10.3.0.1')).statusCode).toBe(200);
    }
  });

  it('one network meets 429 after sixty failed sign-ins, counting failures only, and may try again after the window', async () => {
    const address = email();
    await signUp(t, sink, address);
    for (let i = 0; i < 70; i++) expect((await login(address, PASSWORD, ALPHA, '10.9.9.9')).statusCode).toBe(200);
    for (let i = 0; i < 60; i++) expect((await login(`spray${i}@example.com`, 'Whatever-123x', ALPHA, '10.9.9.9')).statusCode).toBe(401);
    const refused = await login(address, PASSWORD, ALPHA, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many failed sign-ins from your network\. Try again in \d+ minutes\.$/);
    expect((await login(address, PASSWORD, ALPHA, '10.9.9.10')).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login('spray0@example.com', 'Whatever-123x', ALPHA, '10.9.9.9')).statusCode).toBe(401);
  });

  it("keeps providers apart: an account cannot sign in on another provider's host, and its token is 401 there", async () => {
    const address = email();
    const session = await signUp(t, sink, address);
    expect((await login(address, PASSWORD, BETA)).statusCode).toBe(401);
    expect((await profile(session.token, BETA)).statusCode).toBe(401);
    const wrongHost = await client(t, ALPHA).post('/api/user/login', { email: address, password: PASSWORD, host: BETA });
    expect(wrongHost.json()).toEqual(refusal("host: is not this site's address"));
  });

  it('refuses requests without a valid token, and access tokens after 15 minutes', async () => {
    const session = await signUp(t, sink, email());
    expect((await client(t, ALPHA).get('/api/user/get-profile')).json()).toEqual({ message: 'Please sign in to continue.' });
    expect((await profile(`${session.token}x`)).statusCode).toBe(401);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await profile(session.token)).statusCode).toBe(401);
    const renewed = await refresh(session.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json().token)).statusCode).toBe(200);
  });

  it('rotates refresh tokens, and a stolen old one ends the whole session', async () => {
    const session = await signUp(t, sink, email());
    const first = (await refresh(session.refreshToken)).json();
    expect(first.refreshToken).not.toBe(session.refreshToken);
    // Within seconds a reuse is a race between tabs: refused, but the session survives.
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await profile(first.token)).statusCode).toBe(200);
    // Later, it can only be a stolen token: the whole family ends.
    t.clock.advance(30_000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await profile(first.token)).statusCode).toBe(401);
  });

  it('signing out ends the session at once, access token included', async () => {
    const session = await signUp(t, sink, email());
    const out = await client(t, ALPHA).post('/api/auth/logout', { refreshToken: session.refreshToken });
    expect(out.statusCode).toBe(204);
    expect((await profile(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('forgot password: the same answer for unknown emails, a code by mail, a single-use reset, every session ended', async () => {
    const address = email();
    const session = await signUp(t, sink, address);
    const other = (await login(address)).json();
    const api = client(t, ALPHA);
    t.clock.advance(61_000);

    const known = await api.post('/api/user/getotp-to-forgot-password', { email: address });
    const unknown = await api.post('/api/user/getotp-to-forgot-password', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: 'If an account exists for this email, we have sent it a code to reset the password.' });

    t.clock.advance(61_000);
    const reset = await resetPassword(address, 'Fresh-Start-Password-1');
    expect(reset.json()).toEqual({ message: 'Your password has been reset. Sign in with your new password.' });

    for (const s of [session, other]) {
      expect((await profile(s.token)).statusCode).toBe(401);
      expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    }
    expect((await login(address, PASSWORD)).statusCode).toBe(401);
    expect((await login(address, 'Fresh-Start-Password-1')).statusCode).toBe(200);
  });

  it('a reset token works once, only for its own account, and a wrong reset code is refused', async () => {
    const a = email();
    const b = email();
    await signUp(t, sink, a);
    await signUp(t, sink, b);
    const api = client(t, ALPHA);
    t.clock.advance(61_000);
    const mark = sink.mark();
    await api.post('/api/user/getotp-to-forgot-password', { email: a });
    const otp = await sink.codeFor(a, /password reset code/, mark);
    const wrong = otp === '0000' ? '0001' : '0000';
    expect((await api.post('/api/user/submitotp-to-forgot-password', { email: a, otp: wrong })).statusCode).toBe(400);
    const { resetToken } = (await api.post('/api/user/submitotp-to-forgot-password', { email: a, otp })).json();
    expect((await api.post('/api/user/reset-password', { email: b, password: 'Someone-Elses-Pass-1', resetToken })).statusCode).toBe(400);
    expect((await api.post('/api/user/reset-password', { email: a, password: 'First-Use-Works-11', resetToken })).statusCode).toBe(200);
    const again = await api.post('/api/user/reset-password', { email: a, password: 'Second-Use-Fails-2', resetToken });
    expect(again.json()).toEqual({ message: 'This password reset has expired or was already used. Ask for a new code.' });
  });
});

describe('at the production hashing cost', () => {
  let t: TestApp;
  let sink: SmtpSink;
  // The one server test that hashes as production does; every other test configures a cheap cost.
  beforeAll(async () => ({ t, sink } = await startMailingApp('pglite', { PASSWORD_HASH_COST: '15' })));
  afterAll(() => stopMailingApp({ t, sink }));

  it('stores an OWASP-cost hash at registration and signs in with it', async () => {
    const address = 'full-cost@example.com';
    await signUp(t, sink, address);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, address));
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$3\$/);
    const signedIn = await client(t, ALPHA).post('/api/user/login', { email: address, password: PASSWORD, host: ALPHA });
    expect(signedIn.statusCode).toBe(200);
  });
});
