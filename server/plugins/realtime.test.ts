import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALPHA, BETA, client, PASSWORD } from '../../tests/support/accounts.ts';
import { learner } from '../../tests/support/learners.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { connected, disconnected, login, next, openSocket, outcome } from '../../tests/support/ticket-sockets.ts';
import { users } from '../db/schema/accounts.ts';
import { redisLimitStore } from '../rate-limit/limit-store.ts';
import { SOCKETS_PER_USER } from '../realtime/realtime-hub.ts';
import { SOCKET_LIMITS } from '../realtime/socket-limits.ts';
import { TOO_MANY_SOCKETS } from './realtime-handshake.ts';
import { describeWith } from '../../tests/support/describe-with.ts';
import { serviceUrl } from '../../tests/support/services.ts';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { translateMessage } from '../i18n/translate-message.ts';

const TOO_MANY_JOINS = 'Too many requests: try again in a minute';

/** The ticket chat's socket.io on a listening server: handshakes, room checks and bad payloads. */
describe('ticket chat sockets (pglite)', () => {
  let t: TestApp;
  let origin: string;
  let topic: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    topic = (await client(t, ALPHA).get(`/api/topic/get-topics?sub_domain_reference=${t.idOf('alpha')}`)).json().topics[0]._id;
  });
  afterEach(() => open.splice(0).forEach((s) => s.close()));
  afterAll(() => t.close());

  const socket = (host: string, token: string | undefined) => {
    const s = openSocket(origin, host, token);
    open.push(s);
    return s;
  };
  const ticketOf = async (token: string) =>
    (await client(t, ALPHA, token).post('/api/ticket/create-ticket', { subject: 'Live?', description: 'Testing the chat', topic })).json().ticket._id as string;

  it("refuses a handshake without a token, with a forged one, or on another provider's host", async () => {
    const me = await learner(t, 'alpha');
    await expect(connected(socket(ALPHA, undefined))).rejects.toThrow('unauthorized');
    await expect(connected(socket(ALPHA, `${me.token}x`))).rejects.toThrow('unauthorized');
    await expect(connected(socket(BETA, me.token))).rejects.toThrow('unauthorized');
    await expect(connected(socket('nobody.example.org', me.token))).rejects.toThrow('unauthorized');
    await connected(socket(ALPHA, me.token));
  });

  it("joins a ticket's room only for its learner or the provider's staff", async () => {
    const owner = await learner(t, 'alpha');
    const other = await learner(t, 'alpha');
    const id = await ticketOf(owner.token);
    const mine = socket(ALPHA, owner.token);
    const theirs = socket(ALPHA, other.token);
    const staff = socket(ALPHA, (await staffMember(t, 'alpha')).token);
    await Promise.all([connected(mine), connected(theirs), connected(staff)]);
    expect(await login(mine, { ticketId: id })).toEqual({ ok: true });
    expect(await login(staff, id)).toEqual({ ok: true });
    expect(await login(theirs, { ticketId: id })).toEqual({ ok: false, message: 'Ticket not found' });

    // A nudge from a socket outside the room reaches no one; content is never relayed.
    const heard: unknown[] = [];
    mine.on('receiveMessage', (payload) => heard.push(payload));
    theirs.emit('sendMessage', { ticketId: id, message: 'forged' });
    await login(theirs, id); // a round trip: the server has handled the nudge before this answer
    await login(mine, id);
    expect(heard).toEqual([]);
    // A stored message is announced to the room, as is a nudge from a member; neither carries content.
    const stored = next<{ ticketId: string }>(mine, 'receiveMessage');
    await client(t, ALPHA, (await staffMember(t, 'alpha')).token).post(`/api/staff/tickets/${id}/messages`, { message: 'Hello from staff' });
    expect(await stored).toEqual({ ticketId: id });
    const nudged = next<{ ticketId: string }>(mine, 'receiveMessage');
    staff.emit('sendMessage', { ticketId: id, message: 'ignored text' });
    expect(await nudged).toEqual({ ticketId: id });
  });

  it('tells staff of new tickets and learners of replies on their own lists', async () => {
    const owner = await learner(t, 'alpha');
    const staffSocket = socket(ALPHA, (await staffMember(t, 'alpha', 2)).token);
    const learnerSocket = socket(ALPHA, owner.token);
    await Promise.all([connected(staffSocket), connected(learnerSocket)]);
    const announced = next<{ ticketId: string }>(staffSocket, 'ticketsChanged');
    const id = await ticketOf(owner.token);
    expect(await announced).toEqual({ ticketId: id });
    const replied = next<{ ticketId: string }>(learnerSocket, 'ticketsChanged');
    const staff = await staffMember(t, 'alpha', 2);
    await client(t, ALPHA, staff.token).inject({
      method: 'PATCH',
      url: `/api/staff/tickets/${id}/status`,
      payload: { status: 'Pending' },
      headers: client(t, ALPHA, staff.token).headers(),
    });
    expect(await replied).toEqual({ ticketId: id });
  });

  it('ignores bad payloads and keeps serving', async () => {
    const me = await learner(t, 'alpha');
    const s = socket(ALPHA, me.token);
    await connected(s);
    for (const bad of [undefined, null, 42, 'not-a-uuid', { ticketId: { $ne: 1 } }, ['x'], { ticketId: 'a'.repeat(10_000) }]) {
      expect((await login(s, bad)).ok).toBe(false);
    }
    s.emit('login', '00000000-0000-4000-8000-000000000000'); // no ack function
    s.emit('sendMessage', null);
    s.emit('sendMessage', 'x'.repeat(100));
    s.emit('somethingElse', { a: 1 });
    const id = await ticketOf(me.token);
    expect(await login(s, { ticketId: id })).toEqual({ ok: true });
    expect(s.connected).toBe(true);
  });

  it(`lets one learner hold 10 sockets at once: of 150 opened with one token, 10 connect, the rest are refused with a clear error, \
and none of the 10 is closed for it`, async () => {
    const me = await learner(t, 'alpha');
    const mine = Array.from({ length: 150 }, () => socket(ALPHA, me.token));
    const outcomes = await Promise.all(mine.map(outcome));
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(SOCKETS_PER_USER);
    expect(new Set(outcomes.filter((o) => o !== 'connected'))).toEqual(new Set([TOO_MANY_SOCKETS]));
    const held = mine.filter((s) => s.connected);
    const id = await ticketOf(me.token);
    for (const s of held) expect(await login(s, id)).toEqual({ ok: true });
    expect(held.every((s) => s.connected)).toBe(true);

    // Another learner's sockets are their own; a socket closed gives its place back.
    await connected(socket(ALPHA, (await learner(t, 'alpha')).token));
    held[0]!.close();
    let again = 'not tried';
    // The server hears the close on its own connection: try until it has (each try is one handshake).
    while (again !== 'connected') {
      again = await outcome(socket(ALPHA, me.token));
      expect([TOO_MANY_SOCKETS, 'connected']).toContain(again);
    }
  });

  it('counts room joins per learner, not per socket: of 300 from 10 sockets, 30 reach the database and the rest are refused before it', async () => {
    const me = await learner(t, 'alpha');
    const mine = Array.from({ length: 10 }, () => socket(ALPHA, me.token));
    await Promise.all(mine.map(connected));
    const lookups = vi.spyOn(t.app.modules.tickets, 'canFollow');
    try {
      const answers = await Promise.all(mine.flatMap((s) => Array.from({ length: 30 }, () => login(s, randomUUID()))));
      expect(lookups).toHaveBeenCalledTimes(SOCKET_LIMITS.joinsPerUser.max);
      expect(answers.filter((a) => a.message === 'Ticket not found')).toHaveLength(SOCKET_LIMITS.joinsPerUser.max);
      expect(answers.filter((a) => a.message === TOO_MANY_JOINS)).toHaveLength(300 - SOCKET_LIMITS.joinsPerUser.max);
      // Their own ticket is refused now too, on any of their sockets; another learner is not.
      const own = await ticketOf(me.token);
      for (const s of mine) expect(await login(s, own)).toEqual({ ok: false, message: TOO_MANY_JOINS });
      const other = await learner(t, 'alpha');
      const theirs = socket(ALPHA, other.token);
      await connected(theirs);
      expect(await login(theirs, await ticketOf(other.token))).toEqual({ ok: true });
    } finally {
      lookups.mockRestore();
    }
  });

  it("coalesces a learner's nudges: 2,000 sendMessage reach a staff socket in the room as at most 2 events", async () => {
    const me = await learner(t, 'alpha');
    const id = await ticketOf(me.token);
    const mine = socket(ALPHA, me.token);
    const staff = socket(ALPHA, (await staffMember(t, 'alpha', 2)).token);
    await Promise.all([connected(mine), connected(staff)]);
    expect(await login(mine, id)).toEqual({ ok: true });
    expect(await login(staff, id)).toEqual({ ok: true });
    const heard: unknown[] = [];
    staff.on('receiveMessage', (payload) => heard.push(payload));
    for (let i = 0; i < 2000; i++) mine.emit('sendMessage', { ticketId: id, message: `nudge ${i}` });
    // Round trips: the server has handled every nudge before it answers the learner's next event,
    // and the staff socket has what was sent to it before the answer to its own.
    await login(mine, id);
    await login(staff, id);
    expect(heard[0]).toEqual({ ticketId: id });
    expect(heard.length).toBeLessThanOrEqual(2);
  });

  it('closes the sockets of a session when it signs out: they hear no ticket event after it, and other sessions keep theirs', async () => {
    const me = await learner(t, 'alpha');
    const otherDevice = await t.app.modules.auth.startSession({ userId: me.id, tenantId: me.tenantId, role: 'User' });
    const id = await ticketOf(me.token);
    const signedOut = socket(ALPHA, me.token);
    const stillIn = socket(ALPHA, otherDevice.token);
    await Promise.all([connected(signedOut), connected(stillIn)]);
    expect(await login(signedOut, id)).toEqual({ ok: true });
    expect(await login(stillIn, id)).toEqual({ ok: true });
    const closed = disconnected(signedOut);

    expect((await client(t, ALPHA).post('/api/auth/logout', { refreshToken: me.refreshToken })).statusCode).toBe(204);
    const after = Promise.race([closed, next(signedOut, 'receiveMessage').then(() => 'heard a ticket event after signing out')]);
    const toStillIn = next(stillIn, 'receiveMessage');
    await client(t, ALPHA, (await staffMember(t, 'alpha', 2)).token).post(`/api/staff/tickets/${id}/messages`, { message: 'After the sign-out' });
    expect(await toStillIn).toEqual({ ticketId: id });
    expect(await after).toBe('io server disconnect');
    await expect(connected(socket(ALPHA, me.token))).rejects.toThrow('unauthorized');
  });

  it("closes every socket of a learner when their password changes; the new session's token connects", async () => {
    const me = await learner(t, 'alpha');
    await t.database.db
      .update(users)
      .set({ passwordHash: await t.services.passwords.hash(PASSWORD) })
      .where(eq(users.id, me.id));
    const otherDevice = await t.app.modules.auth.startSession({ userId: me.id, tenantId: me.tenantId, role: 'User' });
    const here = socket(ALPHA, me.token);
    const there = socket(ALPHA, otherDevice.token);
    await Promise.all([connected(here), connected(there)]);
    const closed = [disconnected(here), disconnected(there)];
    const changed = await client(t, ALPHA, me.token).post('/api/user/change-password', {
      old_password: PASSWORD,
      password: 'New-Secret-Pass-22',
      confirm_password: 'New-Secret-Pass-22',
    });
    expect(changed.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    await connected(socket(ALPHA, changed.json().token));
  });

  it('closes the sockets of a session revoked because its rotated refresh token was replayed', async () => {
    const me = await learner(t, 'alpha');
    const rotated = await client(t, ALPHA).post('/api/auth/refresh-token', { refreshToken: me.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const s = socket(ALPHA, rotated.json().token);
    await connected(s);
    const closed = disconnected(s);
    t.clock.advance(11_000); // past the grace for tabs racing to rotate: a replay now means a theft
    expect((await client(t, ALPHA).post('/api/auth/refresh-token', { refreshToken: me.refreshToken })).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
  });
});

/** What a socket says, in the language of its handshake (as HTTP errors are in the request's). */
describe("ticket chat sockets in the learner's language (pglite)", () => {
  const ARABIC = /[\u0600-\u06FF]/;
  let t: TestApp;
  let origin: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    const dir = tempTenantsDir();
    writeTenant(dir, 'alpha', { manifest: { locale: 'en-GB', languages: ['en-GB', 'ar'] } });
    writeTenant(dir, 'beta', { platformType: 'Free' });
    t = await createTestApp('pglite', { tenantsDir: dir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => open.splice(0).forEach((s) => s.close()));
  afterAll(() => t.close());

  const socket = (token: string, headers: Record<string, string> = {}, host = ALPHA) => {
    const s = openSocket(origin, host, token, headers);
    open.push(s);
    return s;
  };
  /** What a connected socket is told when it asks to join a ticket that is not its own, and with no ticket id. */
  const refusals = async (s: Socket) => {
    await connected(s);
    return [(await login(s, randomUUID())).message, (await login(s, 'not-a-ticket')).message];
  };
  const inArabic = (messages: Array<string | undefined>) => messages.map((m) => translateMessage('ar', m!));
  const english = ['Ticket not found', 'ticketId: must be a ticket id'];
  const setLanguage = (id: string, language: string | null) => t.database.db.update(users).set({ language }).where(eq(users.id, id));

  it(`answers in the account's language, else the handshake's Accept-Language among the provider's, else its default; \
the device's choice (lang cookie) first`, async () => {
    const me = await learner(t, 'alpha');
    // No language chosen anywhere: the provider's default.
    expect(await refusals(socket(me.token))).toEqual(english);
    expect(await refusals(socket(me.token, { 'accept-language': 'fr-FR,fr;q=0.9' }))).toEqual(english);
    // The browser's languages, matched as for HTTP requests.
    const arabic = await refusals(socket(me.token, { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' }));
    expect(arabic).toEqual(inArabic(english));
    expect(arabic.every((m) => ARABIC.test(m!))).toBe(true);

    // The account's language beats the browser's.
    await setLanguage(me.id, 'ar');
    expect(await refusals(socket(me.token, { 'accept-language': 'en-GB' }))).toEqual(inArabic(english));
    expect(await refusals(socket(me.token))).toEqual(inArabic(english));
    // The device's choice beats the account's, as it does for the page.
    expect(await refusals(socket(me.token, { cookie: 'lang=en-GB', 'accept-language': 'ar' }))).toEqual(english);
    // A language the provider no longer offers is passed over.
    await setLanguage(me.id, 'en-XA');
    expect(await refusals(socket(me.token, { 'accept-language': 'ar' }))).toEqual(inArabic(english));

    // A provider speaking one language answers in it, whatever is asked.
    const other = await learner(t, 'beta');
    await setLanguage(other.id, 'ar');
    expect(await refusals(socket(other.token, { 'accept-language': 'ar' }, BETA))).toEqual(english);
  });

  it('refuses joins past the limit, and a socket past the few a learner may hold, in their language', async () => {
    const me = await learner(t, 'alpha');
    await setLanguage(me.id, 'ar');
    const mine = Array.from({ length: SOCKETS_PER_USER }, () => socket(me.token));
    await Promise.all(mine.map(connected));
    const refused = await outcome(socket(me.token));
    expect(refused).toBe(translateMessage('ar', TOO_MANY_SOCKETS));
    expect(refused).toMatch(ARABIC);

    const answers = await Promise.all(Array.from({ length: SOCKET_LIMITS.joinsPerUser.max + 1 }, () => login(mine[0]!, randomUUID())));
    const limited = answers.filter((a) => a.message !== translateMessage('ar', 'Ticket not found'));
    expect(limited).toEqual([{ ok: false, message: translateMessage('ar', TOO_MANY_JOINS) }]);
    expect(limited[0]!.message).toMatch(ARABIC);
  });
});

// Two server processes on one PostgreSQL, joined by the socket.io Redis adapter (CI sets both URLs).
const redisUrl = serviceUrl('redis');
describeWith('postgres', 'redis')('ticket chat across two server processes (PostgreSQL and Redis)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: TestApp[] = [];
  const origins: string[] = [];
  const open: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    for (let i = 0; i < 2; i++) {
      // Limits shared through Redis too, as every process of a deployment with REDIS_URL counts them.
      const app = await createTestApp('postgres', { database, env: { REDIS_URL: redisUrl }, limits: await redisLimitStore(redisUrl!) });
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      origins.push(`http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    open.forEach((s) => s.close());
    for (const app of apps) await app.close();
    await database.close();
  });

  it("carries a staff reply posted on one process to the learner's socket on the other, and back", async () => {
    const [one, two] = apps as [TestApp, TestApp];
    const owner = await learner(one, 'alpha');
    const staff = await staffMember(two, 'alpha');
    const topic = (await client(one, ALPHA).get(`/api/topic/get-topics?sub_domain_reference=${one.idOf('alpha')}`)).json().topics[0]._id;
    const id = (await client(one, ALPHA, owner.token).post('/api/ticket/create-ticket', { subject: 'Across', description: 'Two processes', topic })).json()
      .ticket._id as string;

    const learnerSocket = openSocket(origins[0]!, ALPHA, owner.token);
    const staffSocket = openSocket(origins[1]!, ALPHA, staff.token);
    open.push(learnerSocket, staffSocket);
    await Promise.all([connected(learnerSocket), connected(staffSocket)]);
    expect(await login(learnerSocket, { ticketId: id })).toEqual({ ok: true });
    expect(await login(staffSocket, { ticketId: id })).toEqual({ ok: true });

    const toLearner = next(learnerSocket, 'receiveMessage');
    await client(two, ALPHA, staff.token).post(`/api/staff/tickets/${id}/messages`, { message: 'Answered from process two' });
    expect(await toLearner).toEqual({ ticketId: id });
    const chats = (await client(one, ALPHA, owner.token).get(`/api/ticket/get-ticket/${id}`)).json().ticket.chats;
    expect(chats.map((c: { message: string }) => c.message)).toEqual(['Answered from process two']);

    const toStaff = next(staffSocket, 'receiveMessage');
    await client(one, ALPHA, owner.token).inject({
      method: 'PATCH',
      url: `/api/ticket/post-message/${id}`,
      payload: { message: 'Thanks, from process one' },
      headers: client(one, ALPHA, owner.token).headers(),
    });
    expect(await toStaff).toEqual({ ticketId: id });
  });

  it('caps one learner at 10 sockets across both processes, and counts their joins across both', async () => {
    const [one, two] = apps as [TestApp, TestApp];
    const me = await learner(one, 'alpha');
    const mine = Array.from({ length: 150 }, (_, i) => openSocket(origins[i % 2]!, ALPHA, me.token));
    open.push(...mine);
    const outcomes = await Promise.all(mine.map(outcome));
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(SOCKETS_PER_USER);
    expect(new Set(outcomes.filter((o) => o !== 'connected'))).toEqual(new Set([TOO_MANY_SOCKETS]));

    const held = mine.filter((s) => s.connected);
    const lookups = [vi.spyOn(one.app.modules.tickets, 'canFollow'), vi.spyOn(two.app.modules.tickets, 'canFollow')];
    try {
      const answers = await Promise.all(held.flatMap((s) => Array.from({ length: 30 }, () => login(s, randomUUID()))));
      expect(lookups[0]!.mock.calls.length + lookups[1]!.mock.calls.length).toBe(SOCKET_LIMITS.joinsPerUser.max);
      expect(answers.filter((a) => a.message === TOO_MANY_JOINS)).toHaveLength(held.length * 30 - SOCKET_LIMITS.joinsPerUser.max);
    } finally {
      lookups.forEach((spy) => spy.mockRestore());
    }
  });

  it('closes, on the other process, the socket of a session signed out on this one', async () => {
    const [one] = apps as [TestApp, TestApp];
    const me = await learner(one, 'alpha');
    const there = openSocket(origins[1]!, ALPHA, me.token);
    open.push(there);
    await connected(there);
    const closed = disconnected(there);
    expect((await client(one, ALPHA).post('/api/auth/logout', { refreshToken: me.refreshToken })).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    const again = openSocket(origins[1]!, ALPHA, me.token);
    open.push(again);
    await expect(connected(again)).rejects.toThrow('unauthorized');
  });
});
