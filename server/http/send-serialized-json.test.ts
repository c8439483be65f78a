import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import { serializedJsonBody } from './send-serialized-json.ts';
import { SerializedJson } from './serialized-json.ts';

let app: FastifyInstance;
afterEach(() => app?.close());

const TEXT = '{"test":{"name":"written once"}}';

/** A route answering `body`; what the shape check was given, each time it ran. */
function serve(body: () => SerializedJson<unknown>) {
  const checked: unknown[] = [];
  app = Fastify({ logger: false });
  app.get('/test', async (request, reply) => serializedJsonBody(request, reply, body(), (status, value) => void checked.push([status, value])));
  return checked;
}

describe('serializedJsonBody', () => {
  it('sends the text as it is, as JSON, and checks its shape only when the producer asks', async () => {
    const checked = serve(() => new SerializedJson(TEXT, false));
    const response = await app.inject({ url: '/test', headers: { 'accept-encoding': 'gzip' } });
    expect([response.body, response.headers['content-type'], response.headers['content-encoding'], response.headers.vary]).toEqual([
      TEXT,
      'application/json; charset=utf-8',
      undefined,
      undefined,
    ]);
    expect(checked).toEqual([]);

    const fresh = serve(() => new SerializedJson(Buffer.from(TEXT), true));
    expect((await app.inject({ url: '/test' })).body).toBe(TEXT);
    expect(fresh).toEqual([[200, JSON.parse(TEXT)]]);
  });

  it('sends the producer’s gzip to a client that accepts it, and the bytes to one that does not, varying by Accept-Encoding', async () => {
    let writes = 0;
    serve(
      () =>
        new SerializedJson(
          () => {
            writes += 1;
            return Buffer.from(TEXT);
          },
          false,
          () => gzipSync(TEXT),
        ),
    );
    const gzipped = await app.inject({ url: '/test', headers: { 'accept-encoding': 'br, gzip' } });
    expect([gzipped.headers['content-encoding'], gzipped.headers.vary]).toEqual(['gzip', 'Accept-Encoding']);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(TEXT);
    // The bytes are never written for a client that takes the gzip.
    expect(writes).toBe(0);
    const plain = await app.inject({ url: '/test', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect([plain.body, plain.headers['content-encoding'], plain.headers.vary]).toEqual([TEXT, undefined, 'Accept-Encoding']);
    expect(writes).toBe(1);
  });
});
