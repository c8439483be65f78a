import { afterAll, beforeAll, expect, it } from 'vitest';
import { signToken } from '../../lib/signed-token.ts';
import { ALPHA, BETA, client, PASSWORD, signUp } from '../../../tests/support/accounts.ts';
import { startMailingApp, stopMailingApp } from '../../../tests/support/mailing-app.ts';
import type { SmtpSink } from '../../../tests/support/smtp-sink.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

describeEachDatabase('strangers cannot lock a learner out (device cookies) on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let n = 0;
  let strangerNetworks = 0;
  const email = () => `device${++n}@example.com`;

  // Behind a trusted proxy each request can speak from its own network (X-Forwarded-For).
  beforeAll(async () => ({ t, sink } = await startMailingApp(kind, { TRUST_PROXY: 'true' })));
  afterAll(() => stopMailingApp({ t, sink }));

  /** A sign-in as a browser sends it: from `ip`, with the cookie it holds for the sign-in call, if any. */
  const login = (address: string, password: string, ip: string, device?: string, host = ALPHA, extra: Record<string, string> = {}) =>
    client(t, host).post(
      '/api/user/login',
      { email: address, password, host },
      { 'x-forwarded-for': ip, ...(device ? { cookie: `device=${device}` } : {}), ...extra },
    );

  /** The device cookie a successful sign-in set. */
  function deviceCookieOf(response: Awaited<ReturnType<typeof login>>) {
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'device');
    expect(cookie, 'a device cookie').toBeDefined();
    return cookie!;
  }

  /** A learner who has signed in from one browser at home, then a hundred wrong passwords from twenty strangers' addresses. */
  async function learnerUnderAttack(browsers = 1) {
    const address = email();
    await signUp(t, sink, address);
    const devices: string[] = [];
    for (let i = 0; i < browsers; i++) devices.push(deviceCookieOf(await login(address, PASSWORD, `10.60.${n}.${i + 1}`)).value);
    const net = ++strangerNetworks;
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) statuses.add((await login(address, `Wrong-Guess-${i}x`, `198.51.${net}.${i % 20}`)).statusCode);
    return { address, devices, statuses };
  }

  it(`a successful sign-in sets a device cookie for the sign-in call only, HttpOnly and SameSite=Strict, \
for a year, naming only the account and a nonce`, async () => {
    const address = email();
    const { user } = await signUp(t, sink, address);
    const cookie = deviceCookieOf(await login(address, PASSWORD, '10.61.0.1'));
    expect(cookie).toMatchObject({ path: '/api/user/login', httpOnly: true, sameSite: 'Strict', maxAge: 365 * 24 * 60 * 60 });
    expect(cookie.secure).toBeFalsy();
    const claims = JSON.parse(Buffer.from(cookie.value.split('.')[1]!, 'base64url').toString('utf8'));
    expect(Object.keys(claims).sort()).toEqual(['exp', 'jti', 'sub', 'tid']);
    expect(claims.sub).toBe(user._id);
    expect(cookie.value).not.toContain(address);
    // Over https (here the proxy says so) the cookie is Secure.
    const overHttps = deviceCookieOf(await login(address, PASSWORD, '10.61.0.1', undefined, ALPHA, { 'x-forwarded-proto': 'https' }));
    expect(overHttps.secure).toBe(true);
    // A refused sign-in sets nothing.
    const wrong = await login(address, 'Not-The-Password-1', '10.61.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('after 100 wrong passwords from 20 addresses the right password from a new browser waits at most 15 minutes, not a day', async () => {
    const { address, statuses } = await learnerUnderAttack(0);
    const throttled = await login(address, PASSWORD, '10.62.0.1');
    expect(throttled.statusCode).toBe(429);
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(throttled.json().message).toMatch(
      /^Too many failed sign-ins for this account\. Try again in \d+ minutes, sign in from a browser you have signed in with before, or reset your password\.$/,
    );
    expect(throttled.headers['set-cookie']).toBeUndefined();
    // Guessers were throttled too: the first failures were 401, the rest refused before any password was checked.
    expect([...statuses].sort()).toEqual([401, 429]);
    t.clock.advance(retryAfter * 1000);
    expect((await login(address, PASSWORD, '10.62.0.1')).statusCode).toBe(200);
  });

  it('after 100 wrong passwords from 20 addresses the learner signs in at once from the browser they used before', async () => {
    const { address, devices } = await learnerUnderAttack();
    const signedIn = await login(address, PASSWORD, '10.60.9.9', devices[0]);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(address);
    // A fresh cookie each time (OWASP): the browser stays trusted with the one it now holds.
    const renewed = deviceCookieOf(signedIn).value;
    expect(renewed).not.toBe(devices[0]);
    expect((await login(address, PASSWORD, '10.60.9.9', renewed)).statusCode).toBe(200);
    // Strangers still wait.
    expect((await login(address, PASSWORD, '10.60.9.10')).statusCode).toBe(429);
  });

  it('a stranger behind the learner’s own address (a school, a hospital) cannot lock them out of the browser they use there', async () => {
    const address = email();
    await signUp(t, sink, address);
    const SCHOOL = '192.0.2.77';
    const device = deviceCookieOf(await login(address, PASSWORD, SCHOOL)).value;
    for (let i = 0; i < 5; i++) expect((await login(address, `Classmate-Guess-${i}x`, SCHOOL)).statusCode).toBe(401);
    expect((await login(address, PASSWORD, SCHOOL)).statusCode).toBe(429);
    expect((await login(address, PASSWORD, SCHOOL, device)).statusCode).toBe(200);
  });

  it('a forged, tampered, other-account or other-provider device cookie gives no way past the lock', async () => {
    const { address, devices } = await learnerUnderAttack();
    const other = email();
    await signUp(t, sink, other);
    const otherAccounts = deviceCookieOf(await login(other, PASSWORD, '10.63.0.1')).value;
    const betaLearner = email();
    await signUp(t, sink, betaLearner, BETA);
    const otherProviders = deviceCookieOf(await login(betaLearner, PASSWORD, '10.63.0.2', undefined, BETA)).value;
    const [header, payload, signature] = devices[0]!.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const [otherHeader, otherPayload, otherSignature] = otherAccounts.split('.') as [string, string, string];
    const otherClaims = JSON.parse(Buffer.from(otherPayload, 'base64url').toString('utf8'));
    expect(otherClaims.sub).not.toBe(claims.sub);
    const asLearner = Buffer.from(JSON.stringify({ ...otherClaims, sub: claims.sub })).toString('base64url');
    const refused = {
      'signed with a key of its own': signToken(claims, Buffer.alloc(32, 7)),
      'its signature altered': `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
      'another account’s, rewritten to name the learner': `${otherHeader}.${asLearner}.${otherSignature}`,
      'another account’s': otherAccounts,
      'another provider’s': otherProviders,
      'not a device cookie at all': 'not-a-device-cookie',
    };
    for (const [what, cookie] of Object.entries(refused)) expect((await login(address, PASSWORD, '10.63.1.1', cookie)).statusCode, what).toBe(429);
    // The learner's own, for comparison.
    expect((await login(address, PASSWORD, '10.63.1.1', devices[0])).statusCode).toBe(200);
  });

  it('a device cookie is trusted for a year', async () => {
    const { address, devices } = await learnerUnderAttack();
    const DAY = 24 * 60 * 60_000;
    // Strangers lock the account again (their last lock has long gone), then the learner comes back with the cookie.
    const strangersAgain = async (round: number) => {
      for (let i = 0; i < 20; i++) await login(address, `Wrong-Again-${i}x`, `198.51.${250 + round}.${i}`);
      expect((await login(address, PASSWORD, '10.64.0.1')).statusCode).toBe(429);
    };
    t.clock.advance(364 * DAY);
    await strangersAgain(0);
    expect((await login(address, PASSWORD, '10.64.0.1', devices[0])).statusCode).toBe(200);
    t.clock.advance(2 * DAY);
    await strangersAgain(1);
    expect((await login(address, PASSWORD, '10.64.0.1', devices[0])).statusCode).toBe(429);
  });

  it('a stolen device cookie is no bypass: a few wrong passwords with it lock that cookie, and only that cookie', async () => {
    const { address, devices } = await learnerUnderAttack(2);
    const [stolen, laptop] = devices as [string, string];
    for (let i = 0; i < 5; i++) expect((await login(address, `Thief-Guess-${i}x`, `203.0.113.${i}`, stolen)).statusCode).toBe(401);
    const locked = await login(address, PASSWORD, '203.0.113.9', stolen);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-ins from this browser\. Try again in \d+ minutes, or reset your password\.$/);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Without the cookie the thief is a stranger like the others, still throttled.
    expect((await login(address, PASSWORD, '203.0.113.9')).statusCode).toBe(429);
    // The learner's other browser is untouched.
    expect((await login(address, PASSWORD, '10.60.9.8', laptop)).statusCode).toBe(200);
    t.clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await login(address, PASSWORD, '10.60.9.7', stolen)).statusCode).toBe(200);
  });
});
