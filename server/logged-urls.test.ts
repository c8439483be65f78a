import { describe, expect, it } from 'vitest';
import { learner } from '../tests/support/learners.ts';
import { capturedLog } from '../tests/support/log-lines.ts';
import { paidInvoiceLink } from '../tests/support/membership.ts';
import { multipart, photoWithMetadata } from '../tests/support/images.ts';
import { createTestApp } from '../tests/support/test-app.ts';

const ALPHA = 'alpha.localhost';

describe('signed links and the log', () => {
  it('an invoice and a ticket picture, opened or refused, are logged by their address without a signature or any other query value', async () => {
    const log = capturedLog('info');
    const t = await createTestApp('pglite', { logger: log.logger });
    try {
      const me = await learner(t, 'alpha');
      const invoice = await paidInvoiceLink(t, me, ALPHA);
      const topic = (await t.app.inject({ method: 'GET', url: `/api/topic/get-topics?sub_domain_reference=${me.tenantId}`, headers: { host: ALPHA } })).json()
        .topics[0]._id as string;
      const form = multipart(
        { subject: 'Screenshot', description: 'See the picture', topic },
        { name: 'image', filename: 'shot.jpg', type: 'image/jpeg', data: await photoWithMetadata(64, 48) },
      );
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/ticket/create-ticket',
        payload: form.payload,
        headers: { host: ALPHA, authorization: `Bearer ${me.token}`, 'content-type': form.contentType },
      });
      const picture = created.json().ticket.image as string;
      expect(picture).toMatch(/signature=/);

      const open = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: ALPHA } });
      for (const link of [invoice, picture]) {
        expect((await open(link)).statusCode, link).toBe(200);
        expect((await open(link.replace(/signature=[^&]+/, 'signature=a-guessed-one'))).statusCode, link).toBe(404);
      }

      const text = log.text();
      for (const link of [invoice, picture]) expect(text).not.toContain(new URL(link, 'http://x').searchParams.get('signature'));
      expect(text).not.toContain('a-guessed-one');
      // What was asked for is still there to read.
      const logged = log.lines.map((line) => (line.req as { url?: string } | undefined)?.url);
      for (const link of [invoice, picture]) expect(logged).toContain(`${new URL(link, 'http://x').pathname}?expires=[redacted]&signature=[redacted]`);
    } finally {
      await t.close();
    }
  });
});
