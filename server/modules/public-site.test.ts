import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../tests/support/describe-with.ts';
import { refusal } from '../../tests/support/refusal.ts';

const ALPHA = 'alpha.localhost:3000';
const BETA = 'beta.localhost:3000';
const UNKNOWN_ID = '7b0f4c1e-9d7a-4f7e-9a53-2b2f0a4c9d11';

/** The calls the public site makes, answered from the database for the requesting host only. */
describeEachDatabase('public site API on %s', (kind) => {
  let t: TestApp;
  let alpha: string;
  let beta: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    alpha = t.idOf('alpha');
    beta = t.idOf('beta');
  });
  afterAll(() => t.close());

  const get = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

  describe('get-subdomain', () => {
    const lookup = (host: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/user/get-subdomain', headers: { host }, payload: payload as object });

    it("answers the requesting host's subdomain id", async () => {
      const response = await lookup(ALPHA, { host: 'alpha.localhost' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { _id: alpha } });
    });

    it("is 404 for a host that is not this provider's, so one host cannot look up another", async () => {
      const response = await lookup(ALPHA, { host: 'beta.localhost' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Subdomain not found' });
    });

    it('is a 400 naming the field when the host is missing or empty', async () => {
      expect((await lookup(ALPHA, {})).json()).toEqual(refusal('host: is required'));
      const empty = await lookup(ALPHA, { host: '' });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().fields)).toEqual(['host']);
    });
  });

  it('website content: hero, sanitised about, insight defaults as null', async () => {
    const response = await get(ALPHA, `/api/website/content?subdomain=${alpha}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      _id: alpha,
      subdomain_reference: { _id: alpha, sub_domain_name: 'Alpha Academy' },
      homePage: { heading: 'alpha hero heading', tagline: 'alpha tagline' },
      aboutUs: { aboutImage: null, description: '<p>About alpha</p><img src="x" />' },
      insightSection: { heading: null, subheading: null, insightImage: null },
    });
    expect(body.homePage.bannerImage).toMatch(/^\/tenant-assets\/hero\.svg\?v=/);
  });

  it('footer pages in their order, with sanitised HTML', async () => {
    const response = await get(ALPHA, `/api/professor_pages/get-pages?subdomain=${alpha}`);
    const { pages } = response.json();
    expect(pages.map((p: { title: string; url: string }) => [p.title, p.url])).toEqual([
      ['About alpha', 'about'],
      ['Terms', 'terms'],
    ]);
    expect(pages[1].description).not.toContain('javascript:');
  });

  it('FAQs in their order', async () => {
    const { faqs } = (await get(ALPHA, `/api/faq/get-faqs?subdomain=${alpha}`)).json();
    expect(faqs.map((f: { question: string }) => f.question)).toEqual(['What is alpha?', 'Can I cancel?']);
  });

  it('plans with price in pounds and pence, validity and features', async () => {
    const response = await get(ALPHA, `/api/plans/get-plans?subdomain=${alpha}`);
    expect(response.json().subDomain.plans).toEqual([
      expect.objectContaining({
        name: 'alpha Monthly',
        price: 19.99,
        price_minor: 1999,
        currency: 'GBP',
        validity: '1 Month',
        validity_days: 30,
        access: 'All banks',
        features: ['Timed mocks'],
      }),
      expect.objectContaining({ name: 'alpha Yearly', price: 99, price_minor: 9900, validity: '12 Months' }),
    ]);
  });

  it('sub-domain details with the platform type', async () => {
    expect((await get(BETA, `/api/sub-domain/get-sub-domain/${beta}`)).json().subDomain).toMatchObject({
      _id: beta,
      sub_domain_name: 'Beta Academy',
      platform_type: 'Free',
    });
    expect((await get(ALPHA, `/api/sub-domain/get-sub-domain/${alpha}`)).json().subDomain.platform_type).toBe('Paid');
  });

  it('the public manifest: branding and flags, never hosts or file paths', async () => {
    const manifest = (await get(BETA, '/api/tenant/manifest')).json();
    expect(manifest).toMatchObject({ slug: 'beta', subdomainId: beta, name: 'Beta Academy', platformType: 'Free', currency: 'GBP' });
    expect(manifest.theme.color.brand.primary).toBe('#0b6470');
    expect(manifest).not.toHaveProperty('hosts');
    const text = JSON.stringify(manifest);
    expect(text).not.toMatch(/"assets\/|tenant\.yaml|\/tmp\//);
  });

  describe('isolation', () => {
    it.each([
      ['/api/website/content?subdomain=%s'],
      ['/api/professor_pages/get-pages?subdomain=%s'],
      ['/api/faq/get-faqs?subdomain=%s'],
      ['/api/plans/get-plans?subdomain=%s'],
      ['/api/sub-domain/get-sub-domain/%s'],
    ])("%s on alpha's host with beta's id is 404 and carries none of beta's data", async (template) => {
      const response = await get(ALPHA, template.replace('%s', beta));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Subdomain not found' });
      expect(response.body).not.toMatch(/beta/i);
    });

    it('an unknown id is the same 404 as a foreign one', async () => {
      const response = await get(ALPHA, `/api/faq/get-faqs?subdomain=${UNKNOWN_ID}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Subdomain not found' });
    });

    it('a malformed id is a 400 naming the parameter', async () => {
      const response = await get(ALPHA, '/api/faq/get-faqs?subdomain=not-an-id');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('subdomain: must match format "uuid"'));
      expect((await get(ALPHA, '/api/faq/get-faqs')).json()).toEqual(refusal('subdomain: is required'));
    });

    it('an unknown host gets a 404 naming no provider', async () => {
      const response = await get('nobody.example.org', `/api/faq/get-faqs?subdomain=${alpha}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No provider is served at this address' });
    });

    it('X-Forwarded-Host cannot pick a tenant unless the proxy is trusted', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/tenant/manifest', headers: { host: ALPHA, 'x-forwarded-host': BETA } });
      expect(response.json().slug).toBe('alpha');
    });
  });

  it('health answers on any host, even one no provider serves', async () => {
    const response = await get('10.0.0.5:3000', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('resolves the tenant from X-Forwarded-Host', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/tenant/manifest',
      headers: { host: 'internal:3000', 'x-forwarded-host': 'beta.example.com' },
    });
    expect(response.json().slug).toBe('beta');
  });
});
