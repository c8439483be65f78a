import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers on every response. The CSP allows scripts only from our origin, so even if provider
 * HTML slipped past the sanitiser it could not run script. Inline styles are allowed because
 * styled-components and the per-tenant theme block use them.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers' },
);
