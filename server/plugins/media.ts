import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStore } from '../storage/file-store.ts';
import { translateMessage } from '../i18n/translate-message.ts';

/**
 * Profile pictures under /media/profiles/, always from the requesting host's own provider: the
 * store key is prefixed with that tenant's id, so one provider's host can never serve another's
 * files. A picture's random name is handed only to its learner and never reused, so the browser
 * may keep it for a year; shared caches may not. Ticket pictures are not served here: only
 * through their signed links (GET /api/ticket/image/{ticketId}).
 */
const PROFILE_PICTURE = /^profiles\/[0-9a-f-]{36}\.webp$/;

export const mediaPlugin = fp(
  async (app: FastifyInstance, { files }: { files: FileStore }) => {
    app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
      const name = request.params['*'];
      const file = PROFILE_PICTURE.test(name) ? await files.open(`${request.tenant.id}/${name}`) : undefined;
      if (!file) return reply.code(404).send({ message: translateMessage(request.language, 'No such file') });
      return reply
        .type('image/webp')
        .header('Content-Length', file.size)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(file.stream);
    });
  },
  { name: 'media', dependencies: ['tenant'] },
);
