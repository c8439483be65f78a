import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tickets } from '../../db/schema/tickets.ts';
import { ALPHA, BETA, client } from '../../../tests/support/accounts.ts';
import { multipart, photoWithMetadata } from '../../../tests/support/images.ts';
import { learner } from '../../../tests/support/learners.ts';
import { startMailingApp, stopMailingApp } from '../../../tests/support/mailing-app.ts';
import type { SmtpSink } from '../../../tests/support/smtp-sink.ts';
import { staffMember } from '../../../tests/support/staff.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';

const XSS = '<script>alert(1)</script><img src=x onerror=alert(2)>';

describeEachDatabase('tickets on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let topicId: string;
  let betaTopicId: string;

  beforeAll(async () => {
    ({ t, sink } = await startMailingApp(kind));
    topicId = (await client(t, ALPHA).get(`/api/topic/get-topics?sub_domain_reference=${t.idOf('alpha')}`)).json().topics[0]._id;
    betaTopicId = (await client(t, BETA).get(`/api/topic/get-topics?sub_domain_reference=${t.idOf('beta')}`)).json().topics[0]._id;
  });
  afterAll(() => stopMailingApp({ t, sink }));

  const as = (token: string, host = ALPHA) => {
    const api = client(t, host, token);
    return {
      ...api,
      create: (body: Record<string, unknown>) =>
        api.post('/api/ticket/create-ticket', { subject: 'Question 3 has two answers', description: 'B and D both look right.', topic: topicId, ...body }),
      post: (id: string, message: unknown) =>
        api.inject({ method: 'PATCH', url: `/api/ticket/post-message/${id}`, payload: { message }, headers: api.headers() }),
      reply: (id: string, message: string) => api.post(`/api/staff/tickets/${id}/messages`, { message }),
      status: (id: string, status: string) =>
        api.inject({ method: 'PATCH', url: `/api/staff/tickets/${id}/status`, payload: { status }, headers: api.headers() }),
      ticket: (id: string) => api.get(`/api/ticket/get-ticket/${id}`),
      mine: () => api.get('/api/ticket/get-all-tickets?role=User'),
      inbox: (query = '') => api.get(`/api/staff/tickets${query}`),
    };
  };

  it("lists the provider's own topics and staff (names and ids, never emails) for anyone on its host", async () => {
    const topics = await client(t, ALPHA).get(`/api/topic/get-topics?sub_domain_reference=${t.idOf('alpha')}`);
    expect(topics.json().topics.map((x: { topic_name: string }) => x.topic_name)).toEqual(['alpha question bank', 'Technical problem']);
    expect((await client(t, ALPHA).get(`/api/topic/get-topics?sub_domain_reference=${t.idOf('beta')}`)).statusCode).toBe(404);
    const staff = await client(t, ALPHA).get('/api/subadmin/get-subadmins');
    expect(staff.json().professors.map((p: Record<string, string>) => `${p.first_name} ${p.last_name}`)).toEqual(['Alex Adams', 'Sam Tutor']);
    expect(staff.body).not.toContain('@');
  });

  it('keeps a ticket between its learner and the staff of its provider', async () => {
    const owner = await learner(t, 'alpha');
    const other = await learner(t, 'alpha');
    const stranger = await learner(t, 'beta');
    const created = await as(owner.token).create({});
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Ticket created successfully');
    const id = created.json().ticket._id as string;

    expect((await as(owner.token).mine()).json().tickets.map((x: { _id: string }) => x._id)).toEqual([id]);
    expect((await as(other.token).mine()).json().tickets).toEqual([]);
    expect((await as(other.token).ticket(id)).statusCode).toBe(404);
    expect((await as(other.token).post(id, 'Me too')).statusCode).toBe(404);
    expect((await as(stranger.token, BETA).ticket(id)).statusCode).toBe(404);
    expect((await as(owner.token, BETA).ticket(id)).statusCode).toBe(401);

    const staff = await staffMember(t, 'alpha');
    expect((await as(staff.token).ticket(id)).json().ticket.subject).toBe('Question 3 has two answers');
    expect((await as(staff.token, BETA).ticket(id)).statusCode).toBe(401);
    const betaStaff = await staffMember(t, 'beta');
    expect((await as(betaStaff.token, BETA).ticket(id)).statusCode).toBe(404);
    expect((await as(betaStaff.token, BETA).inbox()).json().tickets.map((x: { _id: string }) => x._id)).not.toContain(id);
  });

  it('refuses bad tickets naming the field, and changes nothing', async () => {
    const me = await learner(t, 'alpha');
    const blank = await as(me.token).create({ subject: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty('subject');
    expect((await as(me.token).create({ description: 'x'.repeat(5001) })).json().fields).toHaveProperty('description');
    expect((await as(me.token).create({ topic: betaTopicId })).statusCode).toBe(404);
    expect(Object.keys((await as(me.token).create({ to: me.id })).json().fields)).toEqual(['to']);
    expect((await as(me.token).mine()).json().tickets).toEqual([]);
  });

  it('stores script and image payloads as text and escapes them in mail', async () => {
    const me = await learner(t, 'alpha');
    const staff = await staffMember(t, 'alpha');
    const id = (await as(me.token).create({ subject: XSS, description: XSS })).json().ticket._id as string;
    expect((await as(me.token).post(id, XSS)).json().ticket.chats[0].message).toBe(XSS);
    const mark = sink.mark();
    await as(staff.token).reply(id, XSS);
    const learnerEmail = (await t.app.modules.auth.account(me.tenantId, me.id))!.view.email;
    const mail = await sink.waitFor(learnerEmail, (m) => /replied to your ticket/.test(m.subject), mark);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.text).toContain(XSS);
  });

  it('takes messages only while Open; staff replies reach the learner by mail and mark the ticket unread', async () => {
    const me = await learner(t, 'alpha');
    const learnerEmail = (await t.app.modules.auth.account(me.tenantId, me.id))!.view.email;
    const staff = await staffMember(t, 'alpha');
    const id = (await as(me.token).create({})).json().ticket._id as string;

    expect((await as(me.token).post(id, '   ')).statusCode).toBe(400);
    expect((await as(me.token).post(id, 'x'.repeat(4001))).statusCode).toBe(400);
    const posted = await as(me.token).post(id, 'Any news?');
    expect(posted.json().ticket.chats).toMatchObject([{ from: me.id, from_role: 'User', message: 'Any news?' }]);

    const unreadForStaff = async () => (await as(staff.token).inbox()).json().tickets.find((x: { _id: string }) => x._id === id).unread;
    expect(await unreadForStaff()).toBe(true);
    await as(staff.token).ticket(id);
    expect(await unreadForStaff()).toBe(false);

    const mark = sink.mark();
    const reply = await as(staff.token).reply(id, 'Option D is right: see the explanation.');
    expect(reply.statusCode).toBe(201);
    expect(reply.json().ticket.chats[1]).toMatchObject({ from: staff.id, from_role: 'Staff', from_name: 'Sam Tutor, Clinical tutor' });
    expect((await sink.waitFor(learnerEmail, (m) => /Sam replied to your ticket/.test(m.subject), mark)).text).toContain('Option D is right');
    expect((await as(me.token).mine()).json().tickets[0]).toMatchObject({ _id: id, unread: true });
    expect((await as(me.token).ticket(id)).json().ticket.unread).toBe(false);
    expect((await as(me.token).mine()).json().tickets[0].unread).toBe(false);

    expect((await as(staff.token).status(id, 'Pending')).json().ticket.status).toBe('Pending');
    expect((await as(me.token).post(id, 'Hello?')).statusCode).toBe(409);
    expect((await as(staff.token).reply(id, 'Working on it')).statusCode).toBe(409);
    const closing = sink.mark();
    expect((await as(staff.token).status(id, 'Closed')).json().ticket.status).toBe('Closed');
    await sink.waitFor(learnerEmail, (m) => /Your ticket is resolved/.test(m.subject), closing);
    expect((await as(me.token).post(id, 'Thanks')).json().message).toMatch(/closed/);
    expect((await as(me.token).ticket(id)).json().ticket.chats).toHaveLength(2);
  });

  it('gives staff calls to staff only, and filters the inbox by status, topic and subject', async () => {
    const me = await learner(t, 'alpha');
    const staff = await staffMember(t, 'alpha', 2);
    expect((await as(me.token).inbox()).statusCode).toBe(403);
    const id = (await as(me.token).create({ subject: 'Timer froze at 10:00 (100%_done)' })).json().ticket._id as string;
    expect((await as(me.token).status(id, 'Closed')).statusCode).toBe(403);
    expect((await as(me.token).reply(id, 'I am staff')).statusCode).toBe(403);
    expect((await as(staff.token).create({})).statusCode).toBe(403);

    const ids = async (query: string) => (await as(staff.token).inbox(query)).json().tickets.map((x: { _id: string }) => x._id);
    expect(await ids('?search=TIMER%20froze')).toEqual([id]);
    expect(await ids('?search=100%25_')).toEqual([id]);
    expect(await ids('?search=%25')).toContain(id);
    expect(await ids('?search=nothing-like-this')).toEqual([]);
    expect(await ids(`?topic=${topicId}&status=Open`)).toContain(id);
    expect(await ids('?status=Closed')).not.toContain(id);
    expect((await as(staff.token).inbox('?status=Shut')).statusCode).toBe(400);
    await as(staff.token).ticket(id);
    const later = (await as(me.token).create({ subject: 'A later ticket' })).json().ticket._id as string;
    const listed = (await as(staff.token).inbox()).json().tickets as Array<{ _id: string; unread: boolean }>;
    expect(listed.map((x) => x.unread)).toEqual([...listed].map((x) => x.unread).sort((a, b) => Number(b) - Number(a)));
    expect(listed.findIndex((x) => x._id === later)).toBeLessThan(listed.findIndex((x) => x._id === id));
    expect(listed.find((x) => x._id === id)!.unread).toBe(false);
  });

  it('attaches an image re-encoded as WebP, refuses what is not one, and limits posting per learner', async () => {
    const me = await learner(t, 'alpha');
    const fields = { subject: 'Screenshot', description: 'See the picture', topic: topicId };
    const send = (file: Parameters<typeof multipart>[1]) => {
      const { payload, contentType } = multipart(fields, file);
      return t.app.inject({
        method: 'POST',
        url: '/api/ticket/create-ticket',
        payload,
        headers: { host: ALPHA, authorization: `Bearer ${me.token}`, 'content-type': contentType },
      });
    };
    const withImage = await send({ name: 'image', filename: 'shot.jpg', type: 'image/jpeg', data: await photoWithMetadata() });
    expect(withImage.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: withImage.json().ticket.image, headers: { host: ALPHA } })).headers['content-type']).toBe('image/webp');
    expect((await send({ name: 'image', filename: 'shot.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') })).statusCode).toBe(415);

    const id = withImage.json().ticket._id as string;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await as(me.token).post(id, `message ${i}`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await as(me.token).ticket(id)).json().ticket.chats).toHaveLength(20);
  });

  it(`serves a ticket's picture only through a short-lived link signed for it, handed to its learner and the provider's staff, \
kept by the browser alone`, async () => {
    const me = await learner(t, 'alpha');
    const staff = await staffMember(t, 'alpha');
    const { payload, contentType } = multipart(
      { subject: 'Screenshot', description: 'See the picture', topic: topicId },
      { name: 'image', filename: 'shot.jpg', type: 'image/jpeg', data: await photoWithMetadata(320, 200) },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/ticket/create-ticket',
      payload,
      headers: { host: ALPHA, authorization: `Bearer ${me.token}`, 'content-type': contentType },
    });
    const id = created.json().ticket._id as string;
    const link = created.json().ticket.image as string;
    expect(link).toMatch(new RegExp(`^/api/ticket/image/${id}\\?expires=\\d+&signature=[\\w-]+$`));
    // As an <img> or a new tab asks for it: no bearer token, the link is the credential.
    const open = (url: string, host = ALPHA) => t.app.inject({ method: 'GET', url, headers: { host } });
    const nowSeconds = () => Math.floor(t.clock.millis() / 1000);

    const served = await open(link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 200 });
    const expires = Number(new URL(link, 'http://x').searchParams.get('expires'));
    expect(expires - nowSeconds()).toBeGreaterThan(0);
    expect(expires - nowSeconds()).toBeLessThanOrEqual(15 * 60);
    const [, maxAge] = /^private, max-age=(\d+)$/.exec(String(served.headers['cache-control'])) ?? [];
    expect(Number(maxAge)).toBeGreaterThan(0);
    expect(Number(maxAge)).toBeLessThanOrEqual(expires - nowSeconds());

    // Every read by the learner or the provider's staff hands out a working link.
    const links = [
      (await as(me.token).ticket(id)).json().ticket.image,
      (await as(me.token).mine()).json().tickets.find((x: { _id: string }) => x._id === id).image,
      (await as(staff.token).ticket(id)).json().ticket.image,
      (await as(staff.token).inbox()).json().tickets.find((x: { _id: string }) => x._id === id).image,
    ] as string[];
    for (const each of links) expect((await open(each)).statusCode, each).toBe(200);

    // The file's old public address, no signature, a wrong one, another ticket's, another provider's host, an expired link: refused.
    const [stored] = await t.database.db.select({ imagePath: tickets.imagePath }).from(tickets).where(eq(tickets.id, id));
    const refusals = [
      [`/media/${stored!.imagePath}`, 404],
      [`/api/ticket/image/${id}`, 400],
      [`/api/ticket/image/${id}?expires=${expires}`, 400],
      [link.replace(/signature=[^&]+/, 'signature=forged'), 404],
      [link.replace(/expires=\d+/, `expires=${expires + 3600}`), 404],
      [link.replace(id, (await as(me.token).create({})).json().ticket._id), 404],
    ] as const;
    for (const [url, status] of refusals) {
      const refused = await open(url);
      expect(refused.statusCode, url).toBe(status);
      if (status === 400) expect(Object.keys(refused.json().fields).join(' '), url).toMatch(/^(expires|signature)( signature)?$/);
      else expect(refused.json().message, url).toMatch(/not found|No such file/);
      expect(refused.headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect((await open(link, BETA)).statusCode).toBe(404);
    t.clock.advance((expires - nowSeconds() + 1) * 1000);
    expect((await open(link)).statusCode).toBe(404);
    // Coming back after it: a link lives up to 15 min past a five-minute step, as long as an access
    // token, so the learner reads the ticket in a new session (the first token may have lapsed too).
    const later = await t.app.modules.auth.startSession({ userId: me.id, tenantId: me.tenantId, role: 'User' });
    expect((await open((await as(later.token).ticket(id)).json().ticket.image)).statusCode).toBe(200);
  });
});
