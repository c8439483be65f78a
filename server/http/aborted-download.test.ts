import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, photoWithMetadata } from '../../tests/support/images.ts';
import { learner } from '../../tests/support/learners.ts';
import { capturedLog } from '../../tests/support/log-lines.ts';
import { paidInvoiceLink } from '../../tests/support/membership.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import type { FileStore } from '../storage/file-store.ts';

const ALPHA = 'alpha.localhost';

/**
 * Files come out of the store as their first half, and the rest never: a download is always
 * caught mid-way, however fast this machine. `closed` settles once the server has let go of the
 * file (it does when its client is gone).
 */
function holdHalfway(files: FileStore) {
  let closed = Promise.resolve();
  const open = files.open.bind(files);
  files.open = async (key) => {
    const file = await open(key);
    if (!file) return file;
    const whole = await buffer(file.stream);
    const stream = new Readable({ read: () => undefined });
    stream.push(whole.subarray(0, Math.ceil(whole.length / 2)));
    closed = new Promise((resolve) => stream.once('close', resolve));
    return { size: file.size, stream };
  };
  return { closed: () => closed, restore: () => void (files.open = open) };
}

/** A real client that asks for `path`, reads the first bytes of the answer and hangs up. */
function hangUpAfterFirstBytes(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host: ALPHA } }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => error.code !== 'ECONNRESET' && reject(error));
  });
}

describe('a download its client abandons', () => {
  const log = capturedLog('info');
  let t: TestApp;
  let port: number;
  const links: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp('pglite', { logger: log.logger });
    const me = await learner(t, 'alpha');
    links.invoice = await paidInvoiceLink(t, me, ALPHA);
    const topic = (await t.app.inject({ method: 'GET', url: `/api/topic/get-topics?sub_domain_reference=${me.tenantId}`, headers: { host: ALPHA } })).json()
      .topics[0]._id as string;
    const form = multipart(
      { subject: 'Screenshot', description: 'See the picture', topic },
      { name: 'image', filename: 'shot.jpg', type: 'image/jpeg', data: await photoWithMetadata() },
    );
    links.picture = (
      await t.app.inject({
        method: 'POST',
        url: '/api/ticket/create-ticket',
        payload: form.payload,
        headers: { host: ALPHA, authorization: `Bearer ${me.token}`, 'content-type': form.contentType },
      })
    ).json().ticket.image as string;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([
    ['an invoice', 'invoice'],
    ['a ticket picture', 'picture'],
  ])('(%s) is not a server error: nothing logged as a failure, no 500, and the next download works', async (_what, which) => {
    const link = links[which]!;
    const held = holdHalfway(t.services.files);
    const from = log.lines.length;
    expect(await hangUpAfterFirstBytes(port, link)).toBe(200);
    await held.closed();
    // Whatever the server does once the client is gone, it has done by the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    held.restore();

    const after = log.lines.slice(from);
    expect(after.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([]);
    expect(after.filter((line) => ((line.res as { statusCode?: number } | undefined)?.statusCode ?? 0) >= 500)).toEqual([]);
    const again = await t.app.inject({ method: 'GET', url: link, headers: { host: ALPHA } });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.length).toBe(Number(again.headers['content-length']));
  });
});
