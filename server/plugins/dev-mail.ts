import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DevOutbox } from '../mail/dev-outbox.ts';
import { escapeHtml } from '../lib/escape-html.ts';

/**
 * /dev/mail: the latest messages the development outbox kept for this host's provider, codes
 * included. Registered only outside production and only when mail goes to the outbox.
 */
export const devMailPlugin = fp(
  async (app: FastifyInstance, { outbox }: { outbox: DevOutbox }) => {
    app.get('/dev/mail', async (request, reply) => {
      const entries = outbox.entries(request.tenant.id);
      const items = entries
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.sentAt.toISOString()}</p>` +
            `<pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('');
      const body = entries.length ? items : '<p>No mail yet. Sign up or ask for a password reset, then reload.</p>';
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
            `<title>Dev outbox · ${escapeHtml(request.tenant.manifest.name)}</title>` +
            `<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#0f172a}` +
            `article{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}` +
            `.meta{color:#475569;font-size:.9rem}pre{white-space:pre-wrap;font:inherit}</style></head><body>` +
            `<h1>Development outbox: ${escapeHtml(request.tenant.manifest.name)}</h1><p>Mail is not sent while SMTP_URL is unset; ` +
            `the latest messages for this site are kept here (newest first).</p>${body}</body></html>`,
        );
    });
  },
  { name: 'dev-mail', dependencies: ['tenant'] },
);
