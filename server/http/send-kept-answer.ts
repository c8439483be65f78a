import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './accept-encoding.ts';
import { clientHas } from './entity-tag.ts';
import type { CachedAnswer } from './tenant-response-cache.ts';

/**
 * A kept answer: its tag, and its bytes unless the browser already holds them (304), compressed as
 * kept when the browser accepts it. `no-cache` makes the browser ask each time, so a synced
 * provider's new content shows at once; `vary` names the request headers besides Accept-Encoding
 * that chose it (the language's).
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: CachedAnswer, vary: string | undefined): FastifyReply {
  reply
    .header('ETag', kept.etag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', vary ? `Accept-Encoding, ${vary}` : 'Accept-Encoding');
  if (clientHas(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = kept.br && acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? kept.br : kept.gzip);
  return reply.send(kept.json);
}
