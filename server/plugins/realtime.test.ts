import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, BETA, client } from '../../tests/support/accounts.ts';
import { learner } from '../../tests/support/learners.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { connected, login, next, openSocket } from '../../tests/support/ticket-sockets.ts';

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

  it('refuses a handshake without a token, with a forged one, or on another provider\'s host', async () => {
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
    await client(t, ALPHA, staff.token).inject({ method: 'PATCH', url: `/api/staff/tickets/${id}/status`, payload: { status: 'Pending' }, headers: client(t, ALPHA, staff.token).headers() });
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
});

// Two server processes on one PostgreSQL, joined by the socket.io Redis adapter (CI sets both URLs).
const redisUrl = process.env.TEST_REDIS_URL;
const describeScaledOut = redisUrl && process.env.TEST_DATABASE_URL ? describe : () => undefined;
describeScaledOut('ticket chat across two server processes (PostgreSQL and Redis)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: TestApp[] = [];
  const origins: string[] = [];
  const open: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    for (let i = 0; i < 2; i++) {
      const app = await createTestApp('postgres', { database, env: { REDIS_URL: redisUrl } });
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
    const id = (await client(one, ALPHA, owner.token).post('/api/ticket/create-ticket', { subject: 'Across', description: 'Two processes', topic })).json().ticket._id as string;

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
    await client(one, ALPHA, owner.token).inject({ method: 'PATCH', url: `/api/ticket/post-message/${id}`, payload: { message: 'Thanks, from process one' }, headers: client(one, ALPHA, owner.token).headers() });
    expect(await toStaff).toEqual({ ticketId: id });
  });
});
