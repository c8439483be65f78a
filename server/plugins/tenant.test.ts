import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { translateMessage } from '../i18n/translate-message.ts';
import { refusal } from '../../tests/support/refusal.ts';
import { errorBody } from '../i18n/error-body.ts';

const ARABIC = /[\u0600-\u06FF]/;
const NO_PROVIDER = 'No provider is served at this address';

/**
 * Answers given before a provider is known (an unknown host, a request naming its host twice, an
 * address the router refuses before any hook) are in the best language the product ships for the
 * request's Accept-Language, else English; a known provider's are in its languages only.
 */
describe('answers before a provider is known, in the language asked for (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = tempTenantsDir();
    writeTenant(dir, 'alpha', { manifest: { locale: 'en-GB', languages: ['en-GB', 'ar'] } });
    writeTenant(dir, 'beta', { platformType: 'Free' });
    t = await createTestApp('pglite', { tenantsDir: dir });
  });
  afterAll(() => t.close());

  const get = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('an unknown host: its 404 in Arabic when Arabic is asked for, in English otherwise, and says the language decided it', async () => {
    const arabic = await get('nobody.example.org', '/api/tenant/manifest', { 'accept-language': 'fr-FR,ar-EG;q=0.8,en;q=0.5' });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json()).toEqual({ message: translateMessage('ar', NO_PROVIDER) });
    expect(arabic.json().message).toMatch(ARABIC);
    expect(arabic.headers.vary).toMatch(/Accept-Language/);
    const notArabic: Array<Record<string, string>> = [{}, { 'accept-language': 'fr' }, { 'accept-language': 'en-US,ar;q=0.5' }, { 'accept-language': 'en-XA' }];
    for (const headers of notArabic) {
      expect((await get('nobody.example.org', '/api/tenant/manifest', headers)).json(), JSON.stringify(headers)).toEqual({ message: NO_PROVIDER });
    }

    const page = await get('nobody.example.org', '/', { 'accept-language': 'ar' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain(translateMessage('ar', 'No provider is served at this address.'));
    expect(page.body).not.toMatch(/alpha|beta/i);
    expect((await get('nobody.example.org', '/')).body).toContain('<html lang="en"><head>');
  });

  it("an address the router refuses: in the host's provider's language, else, with no provider, the language asked for", async () => {
    const long = `/api/test/get-test/${'a'.repeat(101)}`;
    const raised = 'testId: must be at most 100 characters';
    const alphaArabic = await get('alpha.localhost', long, { 'accept-language': 'ar' });
    expect(alphaArabic.statusCode).toBe(400);
    expect(alphaArabic.json()).toEqual(errorBody('ar', raised));
    expect(alphaArabic.json().message).toMatch(ARABIC);
    // The provider's device choice counts, as for any of its requests.
    expect((await get('alpha.localhost', long, { cookie: 'lang=ar', 'accept-language': 'en-GB' })).json()).toEqual(errorBody('ar', raised));
    expect((await get('alpha.localhost', long, { 'accept-language': 'en-GB' })).json()).toEqual(refusal(raised));
    // Beta speaks English only: Arabic is not its to give.
    expect((await get('beta.localhost', long, { 'accept-language': 'ar' })).json()).toEqual(refusal(raised));
    // No provider: the language asked for.
    expect((await get('nobody.example.org', '/api/report/get-report/%E0%A4%A', { 'accept-language': 'ar' })).json()).toEqual(
      errorBody('ar', 'reportId: is not valid percent-encoding'),
    );

    const page = await get('alpha.localhost', '/topics/%E0%A4%A', { 'accept-language': 'ar' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain(translateMessage('ar', 'This address is not valid. Check it and try again.'));
  });

  it('a request naming its host twice: its 400 in the language asked for, over a real connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = (headers: string[], path = '/api/tenant/manifest') =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += String(chunk)));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
        socket.write(`GET ${path} HTTP/1.1\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`);
      });
    const twice = ['Host: alpha.localhost', 'Host: beta.localhost'];
    const arabic = await raw([...twice, 'Accept-Language: ar']);
    expect(arabic).toMatch(/^HTTP\/1\.1 400 /);
    expect(arabic).toMatch(/\r\nvary: Accept-Language\r\n/i);
    expect(JSON.parse(arabic.split('\r\n\r\n')[1]!)).toEqual(errorBody('ar', 'host: the Host header must be sent exactly once'));
    expect(JSON.parse((await raw(twice)).split('\r\n\r\n')[1]!)).toEqual(refusal('host: the Host header must be sent exactly once'));
    const page = await raw([...twice, 'Accept-Language: ar'], '/');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain(translateMessage('ar', 'The request must name its site once.'));
  });
});
