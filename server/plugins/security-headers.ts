import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every response, set by helmet with our policy. The CSP allows scripts only
 * from our origin, so even if provider HTML slipped past the sanitiser it could not run script.
 * The page itself (see web.ts) also carries per-request nonces: its theme <style> and the style
 * elements styled-components and Vite add at run time must show the nonce; style attributes
 * (set by charts and a few components) stay allowed through style-src-attr.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  // Only this host (blob: for a picture's preview before upload); a storage host joins when configured.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // 'self' covers this host's ws: and wss: too (CSP Level 3), so the chat socket needs nothing more.
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const HELMET = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  // Tenant files set their own (same-origin); mail clients load the logo from other origins.
  crossOriginResourcePolicy: false,
} satisfies HelmetOptions;

/** The headers helmet sets for these options, worked out once (its plugin rebuilds them on every request). */
function headersOf(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = { setHeader: (name: string, value: string) => headers.set(name, String(value)), removeHeader: (name: string) => headers.delete(name) };
  helmet(options)({} as never, response as never, () => undefined);
  return [...headers];
}

/**
 * What a JSON answer needs (OWASP's REST Security Cheat Sheet): never framed, never sniffed as
 * something else, HTTPS only, and a CSP under which it cannot be a document that loads or runs
 * anything. The page's other headers (COOP, Permissions-Policy, X-XSS-Protection, ...) speak to
 * documents; sent with every call they were a large part of a content call's server time.
 */
const API_HEADERS: Array<[string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

// Pages that need fresh CSP nonces (route config `helmet`, see `withPageNonces`) get helmet per
// request; every other document gets the same headers, computed once, and a JSON answer its own.
const FIXED = headersOf(HELMET);
const API = [...API_HEADERS, ...FIXED.filter(([name]) => name.toLowerCase() === 'strict-transport-security')];

/**
 * Sets the headers an answer to `request` carries, by what the answer is (JSON or a document).
 * Also for answers sent outside the request lifecycle, where no hook runs (Fastify's router
 * refusing an address, see framework-errors.ts).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const type = reply.getHeader('content-type');
  // A 304 has no type: an API call's is still an API answer.
  const json = typeof type === 'string' ? type.startsWith('application/json') : request.url.startsWith('/api/');
  if (json) {
    for (const [name, value] of API) if (!reply.hasHeader(name)) reply.header(name, value);
  } else {
    if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined)
      for (const [name, value] of FIXED) if (!reply.hasHeader(name)) reply.header(name, value);
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  }
  if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: it runs on every answer and never waits.
    app.addHook('onSend', (request, reply, payload, done) => {
      setSecurityHeaders(request, reply);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);

/**
 * Helmet per request, for the routes registered in `scope` only (pages whose route config sets
 * `helmet: { enableCSPNonces: true }`): the same policy with fresh nonces, as `reply.cspNonce`.
 * Its two hooks run on those routes alone, not on every API call.
 */
export async function withPageNonces(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyHelmet, { ...HELMET, global: false });
}

/**
 * Helmet with fresh nonces on every answer of `scope`, for a scope whose one answer is a page
 * without a route config of its own: the not-found handler's (see web.ts).
 */
export async function withNoncesOnEveryAnswer(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyHelmet, { ...HELMET, global: true, enableCSPNonces: true });
}
