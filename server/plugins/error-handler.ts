import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';
import { plainPage } from '../http/plain-page.ts';

const MASKED = 'Something went wrong on our side. Please try again.';

/** What the multipart parser (busboy) says about a body that is not valid multipart/form-data. */
const MALFORMED_MULTIPART = /^(Unexpected end of (multipart data|form)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form)/;

/** One place turns every failure into `{ message }` with a fitting status; 5xx details stay in the log. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const status = error.statusCode ?? 500;
      if ('code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return reply.code(413).send({ message: 'image: must be 5 MB or smaller' });
      }
      if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
        return reply.code(400).send({ message: 'body: is not valid multipart/form-data' });
      }
      if (error instanceof HttpError) reply.headers(error.headers);
      if (error instanceof HttpError || (status >= 400 && status < 500)) {
        if (status >= 500) request.log.error({ err: error }, error.message);
        return reply.code(status).send({ message: status >= 500 && !(error instanceof HttpError) ? MASKED : error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(status >= 500 ? status : 500).send({ message: MASKED });
    });

    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.code(404).send({ message: `No API operation at ${request.method} ${request.url.split('?')[0]}` });
      }
      return reply.code(404).type('text/html; charset=utf-8').send(plainPage('Page not found', 'There is nothing at this address.'));
    });
  },
  { name: 'error-handler' },
);
