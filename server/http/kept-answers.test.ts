import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { keptAnswers, type KeptAnswersOptions } from './kept-answers.ts';

let app: FastifyInstance;
afterEach(() => app?.close());

/** A route that sends what is kept, else keeps `body()` and sends it; how often the body was built. */
function serve(options: KeptAnswersOptions, body: () => unknown) {
  const kept = keptAnswers(options);
  let built = 0;
  app = Fastify({ logger: false });
  app.get('/content', async (request, reply) => {
    if (kept.sendIfKept(request, reply)) return reply;
    built += 1;
    return kept.keepAndSend(request, reply, body()) ?? { notKept: true };
  });
  return { built: () => built };
}

const tenant = {};
const big = { text: 'provider content '.repeat(100) };

describe('keptAnswers', () => {
  it('keeps an answer per scope, tagged, and answers 304 to a browser that holds it', async () => {
    const counted = serve({ cacheScope: () => tenant }, () => ({ a: 1 }));
    const first = await app.inject({ url: '/content' });
    expect(first.headers).toMatchObject({ 'cache-control': 'no-cache', vary: 'Accept-Encoding', 'content-type': 'application/json; charset=utf-8' });
    expect(first.body).toBe('{"a":1}');
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/content' });
    expect([again.body, again.headers.etag]).toEqual([first.body, etag]);
    const revalidated = await app.inject({ url: '/content', headers: { 'if-none-match': `"other", W/${etag}` } });
    expect([revalidated.statusCode, revalidated.body, revalidated.headers.etag, revalidated.headers['cache-control']]).toEqual([304, '', etag, 'no-cache']);
    expect(counted.built()).toBe(1);
  });

  it('keeps each address and each variant apart, and names the variant’s headers in Vary', async () => {
    let language = 'en-GB';
    const counted = serve({ cacheScope: () => tenant, cacheVariant: () => ({ key: language, vary: 'Accept-Language' }) }, () => ({ language }));
    expect((await app.inject({ url: '/content' })).json()).toEqual({ language: 'en-GB' });
    language = 'ar';
    const arabic = await app.inject({ url: '/content' });
    expect(arabic.json()).toEqual({ language: 'ar' });
    expect(arabic.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect((await app.inject({ url: '/content?page=2' })).json()).toEqual({ language: 'ar' });
    expect(counted.built()).toBe(3);
    language = 'en-GB';
    expect((await app.inject({ url: '/content' })).json()).toEqual({ language: 'en-GB' });
    expect(counted.built()).toBe(3);
  });

  it('keeps nothing for a request without a scope', async () => {
    const counted = serve({ cacheScope: () => undefined }, () => ({ a: 1 }));
    expect((await app.inject({ url: '/content' })).json()).toEqual({ notKept: true });
    expect((await app.inject({ url: '/content' })).headers.etag).toBeUndefined();
    expect(counted.built()).toBe(2);
    serve({}, () => ({ a: 1 }));
    expect((await app.inject({ url: '/content' })).json()).toEqual({ notKept: true });
  });

  it('sends a large answer compressed as kept, brotli first, and a small one as it is', async () => {
    serve({ cacheScope: () => tenant }, () => big);
    const plain = await app.inject({ url: '/content' });
    const brotli = await app.inject({ url: '/content', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await app.inject({ url: '/content', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect([plain.headers['content-encoding'], brotli.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([undefined, 'br', 'gzip']);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(1);

    serve({ cacheScope: () => ({}) }, () => ({ a: 1 }));
    expect((await app.inject({ url: '/content', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
  });
});
