import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP } from './json-depth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body, for signatures computed over them (payment webhooks). */
    rawBody?: Buffer;
  }
}

/**
 * Parses JSON as Fastify does (prototype-poisoning checks included) and keeps the bytes it
 * parsed: a payment provider signs the raw body, and any re-serialisation would break the check.
 * A body nested deeper than MAX_JSON_DEPTH is a 400 before it is parsed (see json-depth.ts).
 */
export const rawJsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      const text = (body as Buffer).toString('utf8');
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new HttpError(400, TOO_DEEP), undefined);
      parseJson(request, text, done);
    });
  },
  { name: 'raw-json-body' },
);
