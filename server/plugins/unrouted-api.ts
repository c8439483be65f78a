import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { translateMessage } from '../i18n/translate-message.ts';

export interface UnroutedApiOptions {
  /** The methods an API path answers to, so a wrong method is a 405 with Allow rather than a 404. */
  methodsOf: (path: string) => string[];
}

/**
 * An API request no route answers is refused as soon as it arrives, before its body is read: a
 * wrong method (QUERY, PROPFIND, a PUT with any content type) is a 405 whose Allow lists the
 * path's methods, and an unknown path a 404. Answered later, in the not-found handler, the body
 * would be parsed first and refused for its content type or its absence instead.
 * Registered after the tenant plugin, so an unknown host is still its plain 404.
 */
export const unroutedApiPlugin = fp(
  async (app: FastifyInstance, { methodsOf }: UnroutedApiOptions) => {
    // A callback hook, not an async one: it runs on every request and never waits.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.is404) return done();
      const path = request.url.split('?')[0]!;
      if (!path.startsWith('/api/')) return done();
      const allowed = methodsOf(path);
      if (allowed.length === 0)
        return void reply.code(404).send({ message: translateMessage(request.language, `No API operation at ${request.method} ${path}`) });
      reply
        .code(405)
        .header('Allow', allowed.join(', '))
        .send({ message: translateMessage(request.language, `${request.method} is not allowed at ${path}: use ${allowed.join(' or ')}`) });
    });
  },
  { name: 'unrouted-api', dependencies: ['tenant'] },
);
