import net from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { attempts } from '../db/schema/attempts.ts';
import { createLogger } from '../logging.ts';
import { ALPHA, BETA, client, PASSWORD, registration } from '../../tests/support/accounts.ts';
import { multipart } from '../../tests/support/images.ts';
import { learner } from '../../tests/support/learners.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../tests/support/describe-with.ts';
import { refusal } from '../../tests/support/refusal.ts';

const UNSAFE = 'must not contain a NUL character or an unpaired UTF-16 surrogate';

describeEachDatabase('bad strings and what the log keeps, on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    t = await createTestApp(kind, { logger: createLogger({ logLevel: 'info' }, sink) });
  });
  afterAll(() => t.close());

  const countUsers = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email))).length;

  it.each([
    ['a NUL', 'Pri\u0000ya'],
    ['a lone surrogate', 'Priya \ud83d'],
  ])('refuses %s in a registration as a 400 naming the field, and creates nothing', async (_name, firstName) => {
    const response = await client(t, ALPHA).post('/api/user/register', registration('nul@example.com', ALPHA, { first_name: firstName }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(`first_name: ${UNSAFE}`));
    expect(await countUsers('nul@example.com')).toBe(0);
  });

  it('refuses them in saved progress, a submission, a profile and a query string, naming the field', async () => {
    const me = await learner(t, 'beta');
    const api = client(t, 'beta.localhost', me.token);
    const { tests } = (await api.get(`/api/test/get-tests?subdomain_reference=${t.idOf('beta')}`)).json();
    const quiz = tests.find((x: { test_name: string }) => x.test_name === 'Quick Quiz')._id;
    await api.get(`/api/test/get-test/${quiz}`);
    const blank = { selectedOption: null, selectedOptions: [], selected: [], questionFlagged: false, confidence: 'I KNOW IT', note: '' };
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/test/save-progress/${quiz}`, payload, headers: api.headers() });
    expect((await put({ answers: [blank, { ...blank, note: 'ok\u0000' }] })).json()).toEqual(refusal(`answers[1].note: ${UNSAFE}`));
    const item = { comment: 'I KNOW IT', flag: false, selected: [0], notes: '' };
    const submitted = await api.post(`/api/test/submit-test/${quiz}`, { response: [item, { ...item, notes: '\udc00' }], timeTaken: 1.05 });
    expect(submitted.json()).toEqual(refusal(`response[1].notes: ${UNSAFE}`));
    const { payload, contentType } = multipart({ first_name: 'Ana', last_name: 'Lee\u0000', mobile: '+447400000000', dob: '1990-01-01' });
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-profile',
      payload,
      headers: { ...api.headers(), 'content-type': contentType },
    });
    expect(profile.json()).toEqual(refusal(`last_name: ${UNSAFE}`));
    expect((await api.get('/api/test/get-tests?subdomain_reference=%00')).json()).toEqual(refusal(`subdomain_reference: ${UNSAFE}`));
  });

  it('answers a wrong method with 405 and Allow, HEAD included, and HEAD on get-test starts no attempt', async () => {
    const me = await learner(t, 'beta');
    const api = client(t, 'beta.localhost', me.token);
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/user/login', headers: api.headers() });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.json()).toEqual({ message: 'DELETE is not allowed at /api/user/login: use POST' });
    const { tests } = (await api.get(`/api/test/get-tests?subdomain_reference=${t.idOf('beta')}`)).json();
    const quiz = tests.find((x: { test_name: string }) => x.test_name === 'Quick Quiz')._id;
    const head = await t.app.inject({ method: 'HEAD', url: `/api/test/get-test/${quiz}`, headers: api.headers() });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe('GET');
    expect(await t.database.db.select().from(attempts).where(eq(attempts.userId, me.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-call', headers: api.headers() })).statusCode).toBe(404);
  });

  it.each([
    ['arrays', '['.repeat(10_000) + ']'.repeat(10_000)],
    ['objects', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
    ['arrays in a field', `{"email":${'['.repeat(33)}${']'.repeat(33)}}`],
  ])('refuses JSON %s nested too deep as a 400 that says so, never a 500', async (_name, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload, headers: { host: ALPHA, 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('body: must not nest arrays and objects more than 32 levels deep'));
  });

  it.each(['QUERY', 'PROPFIND', 'PUT'])('answers %s on a GET path with 405 and Allow, whatever its body', async (method) => {
    const me = await learner(t, 'beta');
    for (const headers of [{}, { 'content-type': 'text/xml' }, { 'content-type': 'application/json' }]) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: '/api/user/get-profile',
        payload: '<a/>',
        headers: { ...client(t, 'beta.localhost', me.token).headers(), ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(405);
      expect(response.headers.allow).toBe('GET');
      expect(response.json()).toEqual({ message: `${method} is not allowed at /api/user/get-profile: use GET` });
    }
  });

  it('refuses a path parameter over 100 characters as a 400 naming it, with the headers every refusal carries', async () => {
    const me = await learner(t, 'beta');
    const api = client(t, 'beta.localhost', me.token);
    const long = await api.get(`/api/test/get-test/${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(refusal('testId: must be at most 100 characters'));
    expect(long.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    const badEncoding = await api.get('/api/report/get-report/%E0%A4%A');
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual(refusal('reportId: is not valid percent-encoding'));
    expect(badEncoding.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    // One character shorter reaches the contract's own check.
    expect((await api.get(`/api/test/get-test/${'a'.repeat(100)}`)).json()).toEqual(refusal('testId: must match format "uuid"'));
  });

  it('refuses a request with two Host lines, or none in HTTP/1.1, as a 400 with the usual headers, over a real connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = (hosts: string[], version = '1.1', path = '/api/tenant/manifest') =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += String(chunk)));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
        // Written, not ended: a client that half-closes first gets nothing from Node's server
        // unless the answer was ready before its end arrived. The server closes after answering.
        socket.write(`GET ${path} HTTP/${version}\r\n${hosts.map((h) => `Host: ${h}\r\n`).join('')}Connection: close\r\n\r\n`);
      });
    const twice = await raw([`${ALPHA}:3000`, `${BETA}:3000`]);
    expect(twice).toMatch(/^HTTP\/1\.1 400 /);
    expect(twice).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(twice.split('\r\n\r\n')[1]).toBe(JSON.stringify(refusal('host: the Host header must be sent exactly once')));
    const none = await raw([]);
    expect(none).toMatch(/^HTTP\/1\.1 400 /);
    expect(none).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(none.split('\r\n\r\n')[1]).toBe(JSON.stringify(refusal('host: the Host header must be sent exactly once')));
    expect(await raw([`${ALPHA}:3000`])).toMatch(/^HTTP\/1\.1 200 /);
    // A balancer's HTTP/1.0 health probe may name no host.
    expect(await raw([], '1.0', '/api/health')).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers two pictures in one profile update with 413 naming the field, and changes nothing', async () => {
    const me = await learner(t, 'beta');
    const picture = { name: 'image', filename: 'a.png', type: 'image/png', data: Buffer.from('not really a png') };
    const { payload, contentType } = multipart({ first_name: 'Two', last_name: 'Pictures', mobile: '+447400000000', dob: '1990-01-01' }, picture, picture);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-profile',
      payload,
      headers: { ...client(t, 'beta.localhost', me.token).headers(), 'content-type': contentType },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(refusal('image: send one picture only'));
    expect((await t.database.db.select().from(users).where(eq(users.id, me.id)))[0]!.firstName).toBe('Test');
  });

  it('logs a failed query without its parameters or the failing row: no email, phone, birth date, password hash or token', async () => {
    // The database now refuses every new account, as a broken migration or a full disk might.
    await t.database.db.execute(sql`alter table users add constraint refuse_all check (false) not valid`);
    lines.length = 0;
    const email = 'logged-nothing@example.com';
    const response = await client(t, ALPHA).post('/api/user/register', registration(email, ALPHA, { mobile: '+447400111222', dob: '1991-02-03' }), {
      authorization: 'Bearer secret-token-value',
    });
    await t.database.db.execute(sql`alter table users drop constraint refuse_all`);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    const log = lines.join('');
    expect(log).toContain('"level":50'); // the failure is logged...
    expect(log).toContain('refuse_all'); // ...with what went wrong
    for (const secret of [email, '+447400111222', '1991-02-03', 'scrypt$', PASSWORD, 'secret-token-value', 'Priya']) expect(log).not.toContain(secret);
  });
});
