import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrations, users } from '../../db/schema/accounts.ts';
import { ALPHA, BETA, client, PASSWORD, registration, signUp } from '../../../tests/support/accounts.ts';
import { startMailingApp, stopMailingApp } from '../../../tests/support/mailing-app.ts';
import type { DeliveredMail, SmtpSink } from '../../../tests/support/smtp-sink.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { refusal } from '../../../tests/support/refusal.ts';

describeEachDatabase('registration and email verification on %s', (kind) => {
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
    expect(registered.json()).toEqual({
      email: address,
      message: `We have emailed a 4-digit code to ${address}. Enter it to verify your account.`,
      registration: expect.stringMatching(/^[\w-]{43}$/),
    });

    const mail = await sink.waitFor(address);
    expect(mail.subject).toMatch(/^Your Alpha Academy verification code: \d{4}$/);
    expect(mail.html).toContain('alt="Alpha Academy"');
    expect(mail.html).toContain('#0b6470');
    const otp = /Your code: (\d{4})/.exec(mail.text)![1]!;

    const verified = await api.post('/api/user/verify-email', { email: address, otp, registration: registered.json().registration });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.user).toMatchObject({
      first_name: 'Priya',
      last_name: 'Shah',
      email: address,
      mobile: '+447400123456',
      dob: '1998-04-12',
      profile_url: '/default-profile.svg',
      subdomain: t.idOf('alpha'),
      is_active_plan: false,
      role: 'User',
    });
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
      [{ mobile: '07700 900123' }, /^The phone number /],
      // E.164 in form, but a number no UK phone can have (Ofcom's drama range).
      [{ mobile: '+447700900123' }, 'mobile: is not a valid phone number for its country (write it in international form, e.g. +447400123456)'],
      [{ subdomain: 'beta.localhost' }, "subdomain: is not this site's address"],
    ];
    for (const [change, message] of cases) {
      const response = await api.post('/api/user/register', registration(address, ALPHA, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      // Said in a sentence without the field's name, the field given for the form.
      const field = typeof message === 'string' ? message.slice(0, message.indexOf(':')) : 'mobile';
      expect(response.json()).toEqual(
        typeof message === 'string' ? refusal(message) : { message: expect.stringMatching(message), fields: { [field]: expect.stringMatching(message) } },
      );
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
    const signUpA = (await api.post('/api/user/register', registration(a))).json().registration;
    const signUpB = (await api.post('/api/user/register', registration(b))).json().registration;
    const codeA = await sink.codeFor(a, /verification/);
    const codeB = await sink.codeFor(b, /verification/);
    const wrong = codeA === '0000' ? '0001' : '0000';
    expect((await api.post('/api/user/verify-email', { email: a, otp: wrong, registration: signUpA })).json().message).toMatch(
      /^That code is wrong or has expired/,
    );
    if (codeA !== codeB) expect((await api.post('/api/user/verify-email', { email: a, otp: codeB, registration: signUpA })).statusCode).toBe(400);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await api.post('/api/user/verify-email', { email: b, otp: codeB, registration: signUpB })).statusCode).toBe(400);
    expect((await api.post('/api/user/verify-email', { email: a, otp: codeA, registration: signUpA })).statusCode).toBe(400);
  });

  it('voids a code after five wrong tries: the fifth and every later try, the right code too, is 429 until a new code is sent', async () => {
    const address = email();
    const api = client(t, ALPHA);
    const signUp = (await api.post('/api/user/register', registration(address))).json().registration;
    const otp = await sink.codeFor(address, /verification/);
    const wrong = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((c) => c !== otp).slice(0, 5);
    const answers = [];
    for (const guess of wrong) answers.push((await api.post('/api/user/verify-email', { email: address, otp: guess, registration: signUp })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const right = await api.post('/api/user/verify-email', { email: address, otp, registration: signUp });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: 'That code was entered wrongly five times, so it no longer works. Ask for a new code.' });
    expect(right.headers['retry-after']).toBe('60');
    // A new code works.
    t.clock.advance(61_000);
    const mark = sink.mark();
    await api.post('/api/user/resend-otp', { email: address });
    const fresh = await sink.codeFor(address, /verification/, mark);
    expect((await api.post('/api/user/verify-email', { email: address, otp: fresh, registration: signUp })).statusCode).toBe(200);
  });

  /** Two sign-ups of one address, from two browsers: the owner's and a stranger's who registered the owner's email with their own password and phone. */
  async function twoSignUps(order: 'stranger first' | 'owner first') {
    const address = email();
    const owner = client(t, ALPHA);
    const stranger = client(t, ALPHA);
    const mark = sink.mark();
    const ownerSignUp = () => owner.post('/api/user/register', registration(address), { 'x-forwarded-for': '198.51.100.7' });
    const strangerSignUp = () =>
      stranger.post(
        '/api/user/register',
        registration(address, ALPHA, { first_name: 'Mallory', last_name: 'Vance', password: 'Attacker-Chosen-77', mobile: '+447400999888' }),
        {
          'x-forwarded-for': '203.0.113.66',
        },
      );
    const [first, second] = order === 'stranger first' ? [strangerSignUp, ownerSignUp] : [ownerSignUp, strangerSignUp];
    const isCode = (m: DeliveredMail) => /verification code/.test(m.subject);
    const one = await first();
    const firstMail = await sink.waitFor(address, isCode, mark);
    t.clock.advance(2 * 60_000);
    const later = sink.mark();
    const two = await second();
    const mails = [firstMail, await sink.waitFor(address, isCode, later)];
    for (const answer of [one, two]) expect(answer.statusCode).toBe(201);
    // The same answer either way: nothing tells the second that the address has a sign-up.
    expect(two.json().message).toBe(one.json().message);
    const [mine, theirs] = order === 'stranger first' ? [two, one] : [one, two];
    return {
      address,
      owner,
      stranger,
      mine: mine.json().registration as string,
      theirs: theirs.json().registration as string,
      mails,
      latestCode: /Your code: (\d{4})/.exec(mails.at(-1)!.text)![1]!,
    };
  }

  it.each(['stranger first', 'owner first'] as const)(
    'cannot be taken over, %s: the code goes to the mailbox, only the sign-up of the browser that enters it reaches the account, ' +
      'and only the owner’s password, name and phone are ever on it',
    async (order) => {
      const { address, owner, stranger, mine, theirs, mails, latestCode } = await twoSignUps(order);
      // Nothing anyone typed is mailed to an address that is not proven: no name, no phone.
      for (const mail of mails) {
        expect(mail.text).toMatch(/^Hello,\n/);
        for (const typed of ['Priya', 'Shah', 'Mallory', 'Vance', '999888', '123456']) expect(mail.text + mail.html).not.toContain(typed);
      }
      // Before the code is entered the account holds nobody's details.
      const [pending] = await t.database.db.select().from(users).where(eq(users.email, address));
      expect(pending).toMatchObject({ firstName: '', lastName: '', mobile: null, dob: null, emailVerifiedAt: null });
      expect(pending!.passwordHash).toBe('!none');

      // The stranger has no code: guessing with their own sign-up gets them nowhere (the code is voided after five).
      const wrongCodes = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((c) => c !== latestCode).slice(0, 4);
      for (const otp of wrongCodes) expect((await stranger.post('/api/user/verify-email', { email: address, otp, registration: theirs })).statusCode).toBe(400);

      const verified = await owner.post('/api/user/verify-email', { email: address, otp: latestCode, registration: mine });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().user).toMatchObject({ first_name: 'Priya', last_name: 'Shah', mobile: '+447400123456', dob: '1998-04-12' });
      const signIn = (password: string) => owner.post('/api/user/login', { email: address, password, host: ALPHA });
      expect((await signIn('Attacker-Chosen-77')).statusCode).toBe(401);
      expect((await signIn(PASSWORD)).statusCode).toBe(200);
      // Every other sign-up of the address is void now.
      expect((await stranger.post('/api/user/verify-email', { email: address, otp: latestCode, registration: theirs })).statusCode).toBe(400);
      expect(await t.database.db.select().from(registrations).where(eq(registrations.userId, pending!.id))).toEqual([]);
      expect(await countUsers(address)).toBe(1);
    },
  );

  it('refuses a sign-up this browser did not make without spending the code, and answers an unknown address the same', async () => {
    const address = email();
    const api = client(t, ALPHA);
    const mark = sink.mark();
    const signUp = (await api.post('/api/user/register', registration(address))).json().registration as string;
    const otp = await sink.codeFor(address, /verification/, mark);
    const elsewhere = (await client(t, ALPHA).post('/api/user/register', registration(email()))).json().registration as string;
    const SIGN_UP_AGAIN = 'This sign-up has expired or was made in another browser. Sign up again here to get a new code.';
    for (const other of [elsewhere, 'x'.repeat(43), signUp.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      const refused = await api.post('/api/user/verify-email', { email: address, otp, registration: other });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(SIGN_UP_AGAIN);
    }
    expect((await api.post('/api/user/verify-email', { email: 'nobody@example.com', otp, registration: signUp })).json().message).toBe(SIGN_UP_AGAIN);
    // The code is still good with this browser's own sign-up.
    expect((await api.post('/api/user/verify-email', { email: address, otp, registration: signUp })).statusCode).toBe(200);
  });

  it('keeps a sign-up for a day: after that its owner signs up again and verifies with the new one', async () => {
    const address = email();
    const api = client(t, ALPHA);
    const signUp = (await api.post('/api/user/register', registration(address))).json().registration as string;
    t.clock.advance(24 * 60 * 60_000);
    const next = sink.mark();
    expect((await api.post('/api/user/resend-otp', { email: address })).statusCode).toBe(200);
    const late = await sink.codeFor(address, /verification/, next);
    expect((await api.post('/api/user/verify-email', { email: address, otp: late, registration: signUp })).json().message).toMatch(/^This sign-up has expired/);
    t.clock.advance(61_000);
    const again = sink.mark();
    const renewed = (await api.post('/api/user/register', registration(address))).json().registration as string;
    const fresh = await sink.codeFor(address, /verification/, again);
    expect((await api.post('/api/user/verify-email', { email: address, otp: fresh, registration: renewed })).statusCode).toBe(200);
  });

  it('resends at most once a minute and five times an hour; a new code voids the old', async () => {
    const address = email();
    const api = client(t, ALPHA);
    const signUp = (await api.post('/api/user/register', registration(address))).json().registration;
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
    if (first !== second) expect((await api.post('/api/user/verify-email', { email: address, otp: first, registration: signUp })).statusCode).toBe(400);

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
