import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStore } from '../storage/file-store.ts';

const TYPES: Record<string, string> = { webp: 'image/webp' };

/**
 * Uploaded files under /media/, always from the requesting host's own provider: the store key is
 * prefixed with that tenant's id, so one provider's host can never serve another's files.
 * Names are random and never reused, so they can be cached for a year.
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance, { files }: { files: FileStore }) => {
    app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
      const key = `${request.tenant.id}/${request.params['*']}`;
      const file = await files.open(key);
      const type = TYPES[key.split('.').pop() ?? ''];
      if (!file || !type) return reply.code(404).send({ message: 'No such file' });
      return reply
        .type(type)
        .header('Content-Length', file.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(file.stream);
    });
  },
  { name: 'media', dependencies: ['tenant'] },
);
