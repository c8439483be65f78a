import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, BETA, client } from '../../tests/support/accounts.ts';
import { learner } from '../../tests/support/learners.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { clientHas, TenantResponseCache } from './tenant-response-cache.ts';

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

describe('TenantResponseCache', () => {
  it('keeps a tenant’s latest 256 addresses and nothing of a tenant it was not given', () => {
    const cache = new TenantResponseCache();
    const tenant = {};
    for (let i = 0; i < 300; i++) cache.set(tenant, `/a/${i}`, { i });
    expect(cache.get(tenant, '/a/0')).toBeUndefined();
    expect(cache.get(tenant, '/a/299')?.json).toBe('{"i":299}');
    expect(cache.get({}, '/a/299')).toBeUndefined();
  });

  it('reads If-None-Match lists, weak tags and *', () => {
    expect(clientHas('"a", "b"', '"b"')).toBe(true);
    expect(clientHas('W/"b"', '"b"')).toBe(true);
    expect(clientHas('*', '"b"')).toBe(true);
    expect(clientHas('"a"', '"b"')).toBe(false);
    expect(clientHas(undefined, '"b"')).toBe(false);
  });
});
