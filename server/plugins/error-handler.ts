import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { HttpError } from '../lib/errors.ts';
import { errorBody } from '../i18n/error-body.ts';

const MASKED = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE = 'The service is briefly unavailable. Nothing you sent was lost: please try again in a moment.';

/** The multipart parser's limits (see app.ts), as the field they concern and what to do. */
const MULTIPART_LIMITS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'image: must be 5 MB or smaller',
  FST_FILES_LIMIT: 'image: send one picture only',
  FST_FIELDS_LIMIT: 'body: has more fields than this form has',
  FST_PARTS_LIMIT: 'body: has more parts than this form has',
};

/** What the multipart parser (busboy) says about a body that is not valid multipart/form-data. */
const MALFORMED_MULTIPART = /^(Unexpected end of (multipart data|form)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form)/;

/**
 * One place turns every failure into `{ message }` with a fitting status; 5xx details stay in the log.
 * The message is raised in English and leaves in the request's language (i18n/translate-message.ts).
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const say = (message: string) => errorBody(request.language, message);
      const status = error.statusCode ?? 500;
      const limit = 'code' in error && typeof error.code === 'string' ? MULTIPART_LIMITS[error.code] : undefined;
      if (limit) return reply.code(413).send(say(limit));
      if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
        return reply.code(400).send(say('body: is not valid multipart/form-data'));
      }
      if (error instanceof HttpError) reply.headers(error.headers);
      if (error instanceof HttpError || (status >= 400 && status < 500)) {
        if (status >= 500) request.log.error({ err: error }, error.message);
        return reply.code(status).send(say(status >= 500 && !(error instanceof HttpError) ? MASKED : error.message));
      }
      if (isDatabaseUnavailable(error)) {
        // A database restart or network cut: nothing was written (every write is one transaction), so a retry is safe.
        request.log.warn({ err: error }, 'database unavailable');
        return reply.code(503).header('Retry-After', '5').send(say(UNAVAILABLE));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(status >= 500 ? status : 500).send(say(MASKED));
    });

    // Addresses no route answers: the web plugin's not-found handler (web.ts); API paths are
    // refused earlier, before their body is read (unrouted-api.ts).
  },
  { name: 'error-handler' },
);
