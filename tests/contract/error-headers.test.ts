import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { contractOperations } from '../../server/app.ts';
import type { OperationSpec } from '../../server/http/openapi-document.ts';
import { learner } from '../support/learners.ts';
import { staffMember } from '../support/staff.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { refusal } from '../support/refusal.ts';

const HOST = 'alpha.localhost:3000';
const ID = '00000000-0000-4000-8000-000000000000';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Paths answered for any host (health probes, payment webhooks). */
const tenantFree = (op: OperationSpec) => op.path === '/api/health' || op.path === '/api/ready' || op.path.startsWith('/api/payment/webhook/');

/**
 * What every refusal of an API call carries, whichever layer refuses it (router, hook, parser,
 * validation, handler): the Error body, the headers of a JSON answer and no-store. Written out
 * here rather than imported from security-headers.ts, so a header dropped there fails this test.
 */
function expectRefusal(response: LightMyRequestResponse, status: number, where: string): void {
  expect(response.statusCode, `${where}: ${response.body.slice(0, 200)}`).toBe(status);
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  // The Error body: a message, and for a refusal of fields each field with its sentence.
  const { message, fields, ...other } = response.json();
  expect(other, where).toEqual({});
  expect(typeof message, where).toBe('string');
  if (fields !== undefined)
    expect(
      Object.values(fields).every((sentence) => typeof sentence === 'string'),
      where,
    ).toBe(true);
  expect(response.headers, where).toMatchObject({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'cache-control': 'no-store',
  });
}

describe('every refusal of every operation carries the Error body, the security headers and no-store', () => {
  let t: TestApp;
  let tokens: { learner: string; staff: string };
  const operations = contractOperations();
  beforeAll(async () => {
    t = await createTestApp('pglite');
    tokens = { learner: (await learner(t, 'alpha')).token, staff: (await staffMember(t, 'alpha')).token };
  });
  afterAll(() => t.close());

  /** The contract's path with every parameter filled with a well-formed id, or `first` for the first. */
  const urlOf = (op: OperationSpec, first = ID) => op.path.replace(/\{[^}]+\}/, first).replace(/\{[^}]+\}/g, ID);
  const signedIn = (op: OperationSpec): Record<string, string> =>
    op.bearer ? { authorization: `Bearer ${op.path.startsWith('/api/staff/') ? tokens.staff : tokens.learner}` } : {};
  const call = (op: OperationSpec, options: { method?: string; url?: string; headers?: Record<string, string>; payload?: string | Buffer }) =>
    t.app.inject({
      method: (options.method ?? op.method) as 'GET',
      url: options.url ?? urlOf(op),
      payload: options.payload,
      headers: { host: HOST, ...options.headers },
    });

  it('400: a string with a NUL in the query, naming the parameter', async () => {
    for (const op of operations) {
      const response = await call(op, { url: `${urlOf(op)}?note=a%00b`, headers: signedIn(op) });
      expectRefusal(response, 400, op.operationId);
      expect(response.json().message, op.operationId).toBe(refusal('note: must not contain a NUL character or an unpaired UTF-16 surrogate').message);
    }
  });

  it('400: a path parameter over 100 characters, or not valid percent-encoding, naming the parameter', async () => {
    for (const op of operations.filter((o) => o.path.includes('{'))) {
      const name = /\{([^}]+)\}/.exec(op.path)![1]!;
      const long = await call(op, { url: urlOf(op, 'a'.repeat(101)), headers: signedIn(op) });
      expectRefusal(long, 400, `${op.operationId} long`);
      expect(long.json().message, op.operationId).toBe(refusal(`${name}: must be at most 100 characters`).message);
      const broken = await call(op, { url: urlOf(op, '%E0%A4%A'), headers: signedIn(op) });
      expectRefusal(broken, 400, `${op.operationId} encoding`);
      expect(broken.json().message, op.operationId).toBe(refusal(`${name}: is not valid percent-encoding`).message);
    }
  });

  it('400: a JSON body that does not parse, or nests too deep', async () => {
    for (const op of operations.filter((o) => 'application/json' in (o.body?.content ?? {}))) {
      const json = { ...signedIn(op), 'content-type': 'application/json' };
      expectRefusal(await call(op, { headers: json, payload: '{"a":' }), 400, `${op.operationId} unparsable`);
      expectRefusal(await call(op, { headers: json, payload: '['.repeat(10_000) + ']'.repeat(10_000) }), 400, `${op.operationId} deep`);
    }
  });

  it('400: two Host headers', async () => {
    for (const op of operations) {
      expectRefusal(await call(op, { headers: { ...signedIn(op), host: [HOST, 'beta.localhost:3000'] as unknown as string } }), 400, op.operationId);
    }
  });

  it('401: a bearer call without a token', async () => {
    for (const op of operations.filter((o) => o.bearer)) expectRefusal(await call(op, {}), 401, op.operationId);
  });

  it('404: a host no provider owns, and an API path with no operation', async () => {
    for (const op of operations.filter((o) => !tenantFree(o))) {
      expectRefusal(await call(op, { headers: { ...signedIn(op), host: 'nowhere.example' } }), 404, op.operationId);
    }
    expectRefusal(await t.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { host: HOST } }), 404, 'unknown path');
  });

  it('405: every method the path does not take, with Allow', async () => {
    const paths = new Map<string, string[]>();
    for (const op of operations) paths.set(op.path, [...(paths.get(op.path) ?? []), op.method]);
    for (const [path, allowed] of paths) {
      const url = path.replace(/\{[^}]+\}/g, ID);
      for (const method of [...METHODS.filter((m) => !allowed.includes(m)), 'HEAD', 'QUERY', 'PROPFIND']) {
        // A body the path's own methods could not parse either: the method is refused before the body is read.
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { host: HOST, 'content-type': 'application/json' },
          payload: method === 'HEAD' ? undefined : '<x/>',
        });
        const where = `${method} ${path}`;
        if (method === 'HEAD') {
          // A HEAD answer has no body, but the same headers.
          expect(response.statusCode, where).toBe(405);
          expect(response.headers, where).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
        } else {
          expectRefusal(response, 405, where);
        }
        expect(response.headers.allow, where).toBe(allowed.join(', '));
      }
    }
  });

  it('413: a body over the limit', async () => {
    for (const op of operations.filter((o) => o.body)) {
      const files = op.body!.content['multipart/form-data'] !== undefined;
      const payload = Buffer.alloc((files ? 6 : 1) * 1024 * 1024 + 1, 0x20);
      expectRefusal(await call(op, { headers: { ...signedIn(op), 'content-type': 'application/json' }, payload }), 413, op.operationId);
    }
  });

  it('415: a body of a type no operation takes', async () => {
    for (const op of operations.filter((o) => o.body)) {
      expectRefusal(await call(op, { headers: { ...signedIn(op), 'content-type': 'text/xml' }, payload: '<x/>' }), 415, op.operationId);
    }
  });

  it('429: too many codes asked for one email', async () => {
    const op = operations.find((o) => o.operationId === 'resendOtp')!;
    const ask = () => call(op, { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'limits@example.com' }) });
    expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expectRefusal(refused, 429, 'resendOtp');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
