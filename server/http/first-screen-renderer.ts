import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import type { FirstScreens } from '../tenants/index-html.ts';
import { publicManifest } from '../tenants/public-manifest.ts';
import type { Tenant } from '../tenants/registry.ts';


interface RenderModule {
  firstScreenNames: readonly string[];
  renderFirstScreens(input: { manifest: unknown; fetch: (request: Request) => Promise<Response> }, names: readonly string[]): Promise<FirstScreens>;
}

export type FirstScreenRenderer = (tenant: Tenant, request: FastifyRequest) => Promise<FirstScreens>;

/** Headers that say which provider a call is for (the page request's own). */
const HOST_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/**
 * The first screens' render, when the web build has one (dist/web/server, written by
 * `npm run build`); undefined otherwise (API-only tests, a build from before it existed). Its
 * API calls are answered in process by this server, on the host of the page request, so they
 * go through the same routes, checks and caches as the browser's.
 */
export async function loadFirstScreenRenderer(app: FastifyInstance, distDir: string | undefined): Promise<FirstScreenRenderer | undefined> {
  const file = distDir && path.join(distDir, 'server', 'render-first-screens.js');
  if (!file || !fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as RenderModule;
  return (tenant, page) => {
    const headers: Record<string, string> = {};
    for (const name of HOST_HEADERS) {
      const value = page.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const fetch = async (request: Request): Promise<Response> => {
      const url = new URL(request.url);
      const body = request.body ? await request.text() : undefined;
      const contentType = request.headers.get('content-type');
      const answer = await app.inject({
        method: request.method as InjectOptions['method'],
        url: `${url.pathname}${url.search}`,
        headers: { ...headers, accept: 'application/json', ...(contentType ? { 'content-type': contentType } : {}) },
        ...(body === undefined ? {} : { payload: body }),
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
    };
    return module.renderFirstScreens({ manifest: publicManifest(tenant), fetch }, module.firstScreenNames);
  };
}
