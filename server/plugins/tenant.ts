import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant, TenantRegistry } from '../tenants/registry.ts';
import { plainPage } from '../http/plain-page.ts';
import { languageWithoutProvider, requestLanguage } from '../i18n/request-language.ts';
import { errorBody } from '../i18n/error-body.ts';
import { translateMessage } from '../i18n/translate-message.ts';
import { offeredLanguages } from '../tenants/manifest-schema.ts';
import type { LanguageCode } from '../../shared/i18n/languages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The provider that owns the request's host. Set for every route except the tenant-free ones. */
    tenant: Tenant;
    /**
     * The language to answer in, among the provider's: `?lang=`, the device's `lang` cookie,
     * Accept-Language (the web app sends its active language), else the provider's default.
     * Where no provider answers (an unknown host, a bad Host header): Accept-Language among the
     * languages the product ships, else en-GB. Unset on the tenant-free routes (no learner reads them).
     */
    language: LanguageCode;
  }
}

/**
 * Routes answered for any host: load balancers probe health and readiness by IP, and a payment provider calls
 * one webhook URL for every provider (the order it names says whose payment it is).
 */
const TENANT_FREE = new Set(['/api/health', '/api/ready']);
const WEBHOOKS = '/api/payment/webhook/';

const isTenantFree = (url: string): boolean => {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return TENANT_FREE.has(path) || path.startsWith(WEBHOOKS);
};

const ONE_HOST = 'host: the Host header must be sent exactly once';

/** The language to answer a request in: its provider's (`tenant`), or, without one, the best the product ships for it. */
export function languageOf(request: FastifyRequest, tenant: Tenant | undefined): LanguageCode {
  const { cookie, 'accept-language': acceptLanguage } = request.headers;
  if (!tenant) return languageWithoutProvider(acceptLanguage);
  const query = request.query as { lang?: unknown } | undefined;
  return requestLanguage(
    { query: typeof query?.lang === 'string' ? query.lang : undefined, cookie, acceptLanguage },
    offeredLanguages(tenant.manifest),
    tenant.manifest.locale,
  );
}

/** Node keeps the first of several Host lines in `headers`; `rawHeaders` has every line. */
function hostLines(raw: string[]): number {
  let lines = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.length === 4 && raw[i]!.toLowerCase() === 'host') lines++;
  return lines;
}

/**
 * Resolves the tenant from the Host header (X-Forwarded-Host only when TRUST_PROXY says the proxy
 * is trusted, which Fastify's request.host honours). An unknown host gets a plain 404 that names
 * no provider. A request with two Host lines, or an HTTP/1.1 request with none, is a 400 (RFC 9112,
 * 3.2): serving it for the first would let whatever reads the other (a cache, a proxy) disagree
 * about which provider answered. (Node would refuse a missing one itself, without our headers:
 * app.ts turns that off so the refusal is ours.) Both answers are in the best language the product
 * ships for the request's Accept-Language (no provider's languages to choose among), and say so (Vary).
 */
export const tenantPlugin = fp(
  async (app: FastifyInstance, { registry }: { registry: TenantRegistry }) => {
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.decorateRequest('language', null as unknown as LanguageCode);
    // A callback hook, not an async one: it runs on every request and never waits.
    app.addHook('onRequest', (request, reply, done) => {
      const hosts = hostLines(request.raw.rawHeaders);
      // HTTP/1.0 may omit it (some balancers probe health so); HTTP/1.1 may not.
      if (hosts > 1 || (hosts === 0 && request.raw.httpVersion !== '1.0')) {
        const language = (request.language = languageOf(request, undefined));
        reply.code(400).header('Vary', 'Accept-Language');
        if (request.url.startsWith('/api/')) reply.send(errorBody(language, ONE_HOST));
        else reply.type('text/html; charset=utf-8').send(plainPage('Bad request', 'The request must name its site once.', language));
        return;
      }
      if (isTenantFree(request.url)) return done();
      const tenant = registry.resolveHost(request.host);
      if (tenant) {
        request.tenant = tenant;
        request.language = languageOf(request, tenant);
        return done();
      }
      // Answered here: `done` is not called, so no route runs.
      const language = (request.language = languageOf(request, undefined));
      reply.code(404).header('Vary', 'Accept-Language');
      if (request.url.startsWith('/api/')) reply.send({ message: translateMessage(language, 'No provider is served at this address') });
      else reply.type('text/html; charset=utf-8').send(plainPage('Site not found', 'No provider is served at this address.', language));
    });
  },
  { name: 'tenant' },
);
