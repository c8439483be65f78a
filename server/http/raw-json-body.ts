import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body, for signatures computed over them (payment webhooks). */
    rawBody?: Buffer;
  }
}

/**
 * Parses JSON as Fastify does (prototype-poisoning checks included) and keeps the bytes it
 * parsed: a payment provider signs the raw body, and any re-serialisation would break the check.
 */
export const rawJsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      parseJson(request, (body as Buffer).toString('utf8'), done);
    });
  },
  { name: 'raw-json-body' },
);
