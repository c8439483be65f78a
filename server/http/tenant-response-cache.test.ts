import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, BETA, client } from '../../tests/support/accounts.ts';
import { learner } from '../../tests/support/learners.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TenantResponseCache } from './tenant-response-cache.ts';

describe('provider content answered from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('carries an ETag, and answers 304 with no body to a browser that has it', async () => {
    const url = `/api/faq/get-faqs?subdomain=${t.idOf('alpha')}`;
    const first = await client(t, ALPHA).get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await client(t, ALPHA).get(url);
    expect([again.body, again.headers.etag]).toEqual([first.body, etag]);
    const revalidated = await client(t, ALPHA).get(url, { 'if-none-match': etag });
    expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
    expect((await client(t, ALPHA).get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('keeps each provider’s answers apart, and never caches a refusal', async () => {
    const alphaFaqs = await client(t, ALPHA).get(`/api/faq/get-faqs?subdomain=${t.idOf('alpha')}`);
    const betaFaqs = await client(t, BETA).get(`/api/faq/get-faqs?subdomain=${t.idOf('beta')}`);
    expect(betaFaqs.body).not.toBe(alphaFaqs.body);
    expect(betaFaqs.headers.etag).not.toBe(alphaFaqs.headers.etag);
    // Alpha's address on beta's host is refused, before and after alpha's answer is kept.
    expect((await client(t, BETA).get(`/api/faq/get-faqs?subdomain=${t.idOf('alpha')}`)).statusCode).toBe(404);
  });

  it('still needs a token of the provider for members’ content', async () => {
    const { token } = await learner(t, 'alpha');
    const url = `/api/helppage/help?subdomain=${t.idOf('alpha')}`;
    const member = await client(t, ALPHA, token).get(url);
    expect(member.statusCode).toBe(200);
    const stranger = await client(t, ALPHA).get(url, { 'if-none-match': String(member.headers.etag) });
    expect(stranger.statusCode).toBe(401);
  });
});

describe('compression, on the demo providers’ real content', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp('pglite', { tenantsDir: path.resolve('tenants'), env: { DEFAULT_TENANT: 'wardround' } });
  });
  afterAll(() => d.close());
  const demo = (url: string, headers?: Record<string, string>) => client(d, 'wardround.localhost').get(url, headers);

  it('sends kept content compressed as the browser accepts it, the same JSON either way', async () => {
    const url = `/api/website/content?subdomain=${d.idOf('wardround')}`;
    const plain = await demo(url);
    const brotli = await demo(url, { 'accept-encoding': 'gzip, br' });
    const gzip = await demo(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect([brotli.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses other large answers on the way out (a test with its questions)', async () => {
    const { token } = await learner(d, 'sqe-commons');
    const list = await client(d, 'sqe-commons.localhost', token).get(`/api/test/get-tests?subdomain_reference=${d.idOf('sqe-commons')}`);
    const id = list.json().tests[0]._id as string;
    const opened = await client(d, 'sqe-commons.localhost', token).get(`/api/test/get-test/${id}`, { 'accept-encoding': 'br' });
    expect(opened.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(opened.rawPayload).toString()).test._id).toBe(id);
  });
});

describe('TenantResponseCache', () => {
  it('keeps a tenant’s latest 256 addresses and nothing of a tenant it was not given', () => {
    const cache = new TenantResponseCache();
    const tenant = {};
    for (let i = 0; i < 300; i++) cache.set(tenant, `/a/${i}`, { i });
    expect(cache.get(tenant, '/a/0')).toBeUndefined();
    expect(cache.get(tenant, '/a/299')?.json).toBe('{"i":299}');
    expect(cache.get({}, '/a/299')).toBeUndefined();
  });
});
