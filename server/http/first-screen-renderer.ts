import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { FirstScreens } from '../tenants/index-html.ts';
import { publicManifest } from '../tenants/public-manifest.ts';
import type { Tenant } from '../tenants/registry.ts';
import type { LanguageCode } from '../../shared/i18n/languages.ts';

interface RenderModule {
  firstScreenNames: readonly string[];
  renderFirstScreens(
    input: { manifest: unknown; language: string; fetch: (request: Request) => Promise<Response> },
    names: readonly string[],
  ): Promise<FirstScreens>;
}

/** Renders a provider's first screens in one of its languages. */
export type FirstScreenRenderer = (tenant: Tenant, language: LanguageCode) => Promise<FirstScreens>;

/**
 * The first screens' render, when the web build has one (dist/web/server, written by
 * `npm run build`); undefined otherwise (API-only tests, a build from before it existed). Its
 * API calls are answered in process by this server, on the provider's <slug>.localhost (which
 * always names it, behind any proxy), so they go through the same routes, checks and caches as
 * the browser's.
 */
export async function loadFirstScreenRenderer(app: FastifyInstance, distDir: string | undefined): Promise<FirstScreenRenderer | undefined> {
  const file = distDir && path.join(distDir, 'server', 'render-first-screens.js');
  if (!file || !fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as RenderModule;
  return (tenant, language) => {
    const host = `${tenant.slug}.localhost`;
    const fetch = async (request: Request): Promise<Response> => {
      const url = new URL(request.url);
      const body = request.body ? await request.text() : undefined;
      const contentType = request.headers.get('content-type');
      const answer = await app.inject({
        method: request.method as InjectOptions['method'],
        url: `${url.pathname}${url.search}`,
        headers: { host, accept: 'application/json', 'accept-language': language, ...(contentType ? { 'content-type': contentType } : {}) },
        ...(body === undefined ? {} : { payload: body }),
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    return module.renderFirstScreens({ manifest: publicManifest(tenant, language), language, fetch }, module.firstScreenNames);
  };
}
