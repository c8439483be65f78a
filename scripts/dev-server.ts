import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'vite';
import { exitWithStartError, startServer } from '../server/start-server.ts';

/**
 * The development server: the real API server with Vite inside it (middleware mode), so pages
 * get the same per-tenant head as in production, plus hot module replacement.
 */
const INDEX = path.resolve('src/index.html');

async function viteWeb(app: FastifyInstance) {
  const vite = await createServer({
    configFile: 'vite.config.ts',
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  // Everything that is not the API, a tenant file or the page itself is a module for Vite. The web
  // app's src/api/ folder is served at /api/*.ts, which no API operation path ends with.
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') && !/\.(tsx?|jsx?|json)(\?|$)/.test(url);
    if (isApi || url.startsWith('/tenant-assets/') || url === '/' || url.startsWith('/?') || url === '/index.html') return;
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end('Not found');
    });
  });
  return {
    indexTemplate: async (request: { url: string }) => vite.transformIndexHtml(request.url, fs.readFileSync(INDEX, 'utf8')),
  };
}

startServer({ web: viteWeb }).catch(exitWithStartError);
