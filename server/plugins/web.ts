import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { loadFirstScreenRenderer } from '../http/first-screen-renderer.ts';
import { gzipSlotted, gzipWithSlots, type GzipSlotted } from '../http/gzip-parts.ts';
import { acceptsGzip } from '../http/accept-encoding.ts';
import { languageCookie } from '../i18n/request-language.ts';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { fillNonces, nonceSlots, renderIndexHtml, withFirstScreens, type NonceSlots } from '../tenants/index-html.ts';
import { assetUrl } from '../tenants/tenant-assets.ts';
import type { Tenant } from '../tenants/registry.ts';
import { plainPage } from '../http/plain-page.ts';
import { withNoncesOnEveryAnswer, withPageNonces } from './security-headers.ts';
import { translateMessage } from '../i18n/translate-message.ts';

export interface WebOptions {
  /** The built web app (vite build output). Absent in API-only tests. */
  distDir?: string;
  /** Whether the build's source maps are served (never in production: they are the source). */
  sourceMaps?: boolean;
  /** Supplies index.html; in development Vite transforms it on every request. */
  indexTemplate?: (request: FastifyRequest) => Promise<string | undefined>;
}

const YEAR = 'public, max-age=31536000, immutable';
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src 'self'";

/** A provider's page as served: cut at its nonces, and its parts gzipped once (every browser takes gzip). */
interface ServedPage {
  slots: NonceSlots;
  gzipped: GzipSlotted;
}

function servedPage(html: string): ServedPage {
  const slots = nonceSlots(html);
  return { slots, gzipped: gzipSlotted(slots.parts) };
}

/**
 * Serves the single-page app with the requesting tenant's head inlined, the hashed build assets,
 * and the tenant's own files under /tenant-assets/ (only the requesting tenant's).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebOptions) => {
    const template = options.indexTemplate ?? builtTemplate(options.distDir);
    // Development (Vite transforms the page per request) paints no first screens.
    const firstScreens = options.indexTemplate ? undefined : await loadFirstScreenRenderer(app, options.distDir);
    // A synced tenant is a new object, so its pages (and first screens) are made afresh.
    const cache = new WeakMap<Tenant, Map<LanguageCode, Promise<ServedPage>>>();

    /** The tenant's page in the request's language, cut at its nonces, made once per tenant and language; a failed first-screen render leaves them out. */
    const pageOf = (source: string, request: FastifyRequest): Promise<ServedPage> => {
      const { tenant, language } = request;
      if (options.indexTemplate) return Promise.resolve(servedPage(withFirstScreens(renderIndexHtml(source, tenant, language), undefined)));
      const pages = cache.get(tenant) ?? new Map<LanguageCode, Promise<ServedPage>>();
      cache.set(tenant, pages);
      let page = pages.get(language);
      if (!page) {
        const head = renderIndexHtml(source, tenant, language);
        page = (
          !firstScreens
            ? Promise.resolve(withFirstScreens(head, undefined))
            : firstScreens(tenant, language).then(
                (first) => withFirstScreens(head, first),
                (error: unknown) => {
                  request.log.error({ err: error, tenant: tenant.slug, language }, 'first screens not rendered: the page starts empty');
                  return withFirstScreens(head, undefined);
                },
              )
        ).then(servedPage);
        pages.set(language, page);
      }
      return page;
    };

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const source = await template(request);
      if (source === undefined && reply.statusCode === 404) return reply.type('text/html; charset=utf-8').send(plainNotFound(request));
      if (source === undefined) {
        const message = 'The web app has not been built yet: run npm run build (npm start does it for you).';
        return reply.code(503).type('text/html; charset=utf-8').send(plainPage('Not built', message));
      }
      const page = await pageOf(source, request);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      // A link's ?lang= chose the language: the device keeps it (the page's own calls carry it at once).
      const asked = (request.query as { lang?: unknown }).lang;
      if (typeof asked === 'string' && asked.toLowerCase() === request.language.toLowerCase()) reply.header('Set-Cookie', languageCookie(request.language));
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(fillNonces(page.slots, reply.cspNonce));
      // Compressed once per page, but for its nonces (the compression plugin leaves it as it is).
      const nonces = page.slots.kinds.map((kind) => `nonce="${reply.cspNonce[kind]}"`);
      return reply.header('Content-Encoding', 'gzip').send(gzipWithSlots(page.gzipped, nonces));
    };
    // The page gets fresh CSP nonces on every request (security-headers.ts adds them to the policy).
    const page = { helmet: { enableCSPNonces: true } };
    await app.register(async (pages) => {
      await withPageNonces(pages);
      pages.get('/', page, sendIndex);
      pages.get('/index.html', page, sendIndex);
      // The provider's staff inbox: the same page, which starts the staff app at this path.
      pages.get('/staff', page, sendIndex);
    });

    // Any other address. A page's (GET /pricing on a provider's host) is the provider's page
    // answering 404, where the app shows its branded not-found screen (src/app/app-router.tsx);
    // the rest (another method, a missing built asset) a plain 404 page. An API path never gets
    // here: unrouted-api.ts answers it, before its body is read, with its JSON 404 or 405.
    await app.register(async (missing) => {
      await withNoncesOnEveryAnswer(missing);
      missing.setNotFoundHandler(async (request, reply) => {
        reply.code(404);
        if (!isPageRequest(request)) return reply.type('text/html; charset=utf-8').send(plainNotFound(request));
        return sendIndex(request, reply);
      });
    });

    // Browsers ask for /favicon.ico on pages without an icon link (plain pages, PDFs, images).
    app.get('/favicon.ico', async (request, reply) => {
      const file = request.tenant.manifest.brand.favicon;
      const asset = request.tenant.assets.get(file)!;
      return reply.redirect(assetUrl(file, asset), 302);
    });

    app.get<{ Params: { '*': string }; Querystring: { v?: string } }>('/tenant-assets/*', async (request, reply) => {
      const asset = request.tenant.assets.get(`assets/${request.params['*']}`);
      if (!asset) return reply.code(404).send({ message: translateMessage(request.language, 'No such file') });
      reply
        .type(asset.contentType)
        .header('Cache-Control', request.query.v === asset.hash ? YEAR : 'public, max-age=300')
        .header('Cross-Origin-Resource-Policy', 'same-origin');
      if (asset.contentType === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_POLICY);
      return reply.send(fs.createReadStream(asset.file));
    });

    if (options.distDir && fs.existsSync(path.join(options.distDir, 'assets'))) {
      await app.register(fastifyStatic, {
        root: path.join(options.distDir, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        // The build writes .br and .gz beside each text asset (scripts/precompress.ts): sent as they are.
        preCompressed: true,
        index: false,
        allowedPath: (pathName) => options.sourceMaps !== false || !pathName.endsWith('.map'),
      });
    }
  },
  { name: 'web', dependencies: ['tenant'] },
);

/** A browser asking for a page at an address the app has none (not a file the build or the provider has). */
function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  return (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets|tenant-assets)\//.test(path);
}

const plainNotFound = (request: FastifyRequest) => plainPage('Page not found', 'There is nothing at this address.', request.language ?? undefined);

function builtTemplate(distDir: string | undefined): () => Promise<string | undefined> {
  const file = distDir && path.join(distDir, 'index.html');
  const html = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  return async () => html;
}
