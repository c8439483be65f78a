import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { ALPHA, BETA, client, PASSWORD, registration, signUp } from '../../../tests/support/accounts.ts';
import { startMailingApp, stopMailingApp } from '../../../tests/support/mailing-app.ts';
import type { SmtpSink } from '../../../tests/support/smtp-sink.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';
import { databaseKinds } from '../../../tests/support/test-database.ts';

describe.each(databaseKinds)('registration and email verification on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let n = 0;
  const email = () => `learner${++n}@example.com`;

  // Behind a trusted proxy a test can speak from several addresses (X-Forwarded-For).
  beforeAll(async () => ({ t, sink } = await startMailingApp(kind, { TRUST_PROXY: 'true' })));
  afterAll(() => stopMailingApp({ t, sink }));

  const countUsers = async (address: string) => (await t.database.db.select().from(users).where(eq(users.email, address))).length;

  it('registers, emails a branded 4-digit code over SMTP, and verifying it signs the learner in', async () => {
    const address = email();
    const api = client(t, ALPHA);
    const registered = await api.post('/api/user/register', registration(address));
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ email: address, message: `We have emailed a 4-digit code to ${address}. Enter it to verify your account.` });

    const mail = await sink.waitFor(address);
    expect(mail.subject).toMatch(/^Your Alpha Academy verification code: \d{4}$/);
    expect(mail.text).toContain('Hello Priya,');
    expect(mail.html).toContain('alt="Alpha Academy"');
    expect(mail.html).toContain('#0b6470');
    const otp = /Your code: (\d{4})/.exec(mail.text)![1]!;

    const verified = await api.post('/api/user/verify-email', { email: address, otp });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.user).toMatchObject({ first_name: 'Priya', last_name: 'Shah', email: address, mobile: '+447400123456', dob: '1998-04-12', profile_url: '/default-profile.svg', subdomain: t.idOf('alpha'), is_active_plan: false, role: 'User' });
    expect(body.token.split('.')).toHaveLength(3);

    const profile = await client(t, ALPHA, body.token).get('/api/user/get-profile');
    expect(profile.json().user.email).toBe(address);
  });

  it('stores no password or code in the clear', async () => {
    const address = email();
    await signUp(t, sink, address);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, address));
    expect(row!.passwordHash).toMatch(/^scrypt\$1024\$8\$3\$/); // the tests' configured cost
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses bad input naming the field, and creates nothing', async () => {
    const api = client(t, ALPHA);
    const address = email();
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ first_name: undefined }, 'first_name: is required'],
      [{ email: 'not-an-email' }, 'email: must be a valid email address'],
      [{ password: 'short' }, 'password: must be at least 8 characters'],
      [{ password: 'password123' }, 'password: is one of the most common passwords, so choose one that is harder to guess'],
      [{ dob: '2999-01-01' }, 'dob: must not be later than today'],
      [{ dob: '0001-01-01' }, 'dob: must not be earlier than 1900-01-01'],
      [{ dob: '1899-12-31' }, 'dob: must not be earlier than 1900-01-01'],
      [{ mobile: '07700 900123' }, /^mobile: /],
      // E.164 in form, but a number no UK phone can have (Ofcom's drama range).
      [{ mobile: '+447700900123' }, 'mobile: is not a valid phone number for its country (write it in international form, e.g. +447400123456)'],
      [{ subdomain: 'beta.localhost' }, "subdomain: is not this site's address"],
    ];
    for (const [change, message] of cases) {
      const response = await api.post('/api/user/register', registration(address, ALPHA, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    expect(await countUsers(address)).toBe(0);
  });

  it('accepts a 64-character password', async () => {
    await signUp(t, sink, email(), ALPHA, `${'long passphrase '.repeat(4)}`.slice(0, 64));
  });

  it('answers 409 for an email already verified here, yet the same email may join another provider', async () => {
    const address = email();
    await signUp(t, sink, address);
    const again = await client(t, ALPHA).post('/api/user/register', registration(address));
    expect(again.statusCode).toBe(409);
    await signUp(t, sink, address, BETA);
    expect(await countUsers(address)).toBe(2);
  });

  it('never verifies with a wrong code, another email’s code, or a code older than ten minutes', async () => {
    const a = email();
    const b = email();
    const api = client(t, ALPHA);
    await api.post('/api/user/register', registration(a));
    await api.post('/api/user/register', registration(b));
    const codeA = await sink.codeFor(a, /verification/);
    const codeB = await sink.codeFor(b, /verification/);
    const wrong = codeA === '0000' ? '0001' : '0000';
    expect((await api.post('/api/user/verify-email', { email: a, otp: wrong })).json().message).toMatch(/^That code is wrong or has expired/);
    if (codeA !== codeB) expect((await api.post('/api/user/verify-email', { email: a, otp: codeB })).statusCode).toBe(400);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await api.post('/api/user/verify-email', { email: b, otp: codeB })).statusCode).toBe(400);
    expect((await api.post('/api/user/verify-email', { email: a, otp: codeA })).statusCode).toBe(400);
  });

  it('voids a code after five wrong tries: the fifth and every later try, the right code too, is 429 until a new code is sent', async () => {
    const address = email();
    const api = client(t, ALPHA);
    await api.post('/api/user/register', registration(address));
    const otp = await sink.codeFor(address, /verification/);
    const wrong = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((c) => c !== otp).slice(0, 5);
    const answers = [];
    for (const guess of wrong) answers.push((await api.post('/api/user/verify-email', { email: address, otp: guess })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const right = await api.post('/api/user/verify-email', { email: address, otp });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: 'That code was entered wrongly five times, so it no longer works. Ask for a new code.' });
    expect(right.headers['retry-after']).toBe('60');
    // A new code works.
    t.clock.advance(61_000);
    const mark = sink.mark();
    await api.post('/api/user/resend-otp', { email: address });
    const fresh = await sink.codeFor(address, /verification/, mark);
    expect((await api.post('/api/user/verify-email', { email: address, otp: fresh })).statusCode).toBe(200);
  });

  it.each(['first', 'latest'] as const)(
    "cannot be taken over by registering again while it is pending: verified with the owner's %s code, only the owner's password and phone are on it",
    async (which) => {
      const address = email();
      const owner = client(t, ALPHA);
      const mark = sink.mark();
      const first = await owner.post('/api/user/register', registration(address), { 'x-forwarded-for': '198.51.100.7' });
      expect(first.statusCode).toBe(201);
      const firstCode = await sink.codeFor(address, /verification code/, mark);

      // Later, from another address, someone registers the same email with their own password and phone.
      t.clock.advance(2 * 60_000);
      const later = sink.mark();
      const attacker = await owner.post(
        '/api/user/register',
        registration(address, ALPHA, { first_name: 'Mallory', last_name: 'Vance', password: 'Attacker-Chosen-77', mobile: '+447400999888' }),
        { 'x-forwarded-for': '203.0.113.66' },
      );
      expect(attacker.statusCode).toBe(201);
      expect(attacker.json()).toEqual(first.json()); // the same answer: nothing tells them the account exists
      const mail = await sink.waitFor(address, (m) => /verification code/.test(m.subject), later);
      expect(mail.text).toContain('Hello Priya,'); // the new code goes to the owner, by the owner's name
      const latestCode = /Your code: (\d{4})/.exec(mail.text)![1]!;

      if (which === 'first') {
        // The newer code voided the first; the owner enters the newest they received.
        expect((await owner.post('/api/user/verify-email', { email: address, otp: firstCode })).statusCode).toBe(400);
      }
      const verified = await owner.post('/api/user/verify-email', { email: address, otp: latestCode });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().user).toMatchObject({ first_name: 'Priya', last_name: 'Shah', mobile: '+447400123456' });
      const signIn = (password: string) => owner.post('/api/user/login', { email: address, password, host: ALPHA });
      expect((await signIn('Attacker-Chosen-77')).statusCode).toBe(401);
      expect((await signIn(PASSWORD)).statusCode).toBe(200);
      expect(await countUsers(address)).toBe(1);
    },
  );

  it('resends at most once a minute and five times an hour; a new code voids the old', async () => {
    const address = email();
    const api = client(t, ALPHA);
    await api.post('/api/user/register', registration(address));
    const first = await sink.codeFor(address, /verification/);
    const tooSoon = await api.post('/api/user/resend-otp', { email: address });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toMatch(/^\d+$/);
    expect(tooSoon.json().message).toMatch(/^We have just sent a code to this email/);

    const before = sink.mark();
    t.clock.advance(61_000);
    const resent = await api.post('/api/user/resend-otp', { email: address });
    expect(resent.json()).toEqual({ message: 'OTP sent to the mail' });
    const second = await sink.codeFor(address, /verification/, before);
    if (first !== second) expect((await api.post('/api/user/verify-email', { email: address, otp: first })).statusCode).toBe(400);

    for (let i = 0; i < 3; i++) {
      t.clock.advance(61_000);
      expect((await api.post('/api/user/resend-otp', { email: address })).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    expect((await api.post('/api/user/resend-otp', { email: address })).statusCode).toBe(429);
    t.clock.advance(60 * 60_000);
    expect((await api.post('/api/user/resend-otp', { email: address })).statusCode).toBe(200);
  });

  it('answers a resend for an unknown email exactly as for a known one', async () => {
    const response = await client(t, ALPHA).post('/api/user/resend-otp', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OTP sent to the mail' });
  });

  it('keeps the account unverified, and sign-in refused, until the code is entered', async () => {
    const address = email();
    const api = client(t, ALPHA);
    await api.post('/api/user/register', registration(address));
    const login = await api.post('/api/user/login', { email: address, password: PASSWORD, host: ALPHA });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/^Please verify your email address first/);
  });
});
