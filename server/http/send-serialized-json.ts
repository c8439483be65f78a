import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './accept-encoding.ts';
import type { SerializedJson } from './serialized-json.ts';

/**
 * What a route returns for a body already written as JSON (see serialized-json.ts): its text or
 * bytes as they are, or its gzip when the producer made one and the client accepts it. Returned,
 * not sent: Fastify sends a string or bytes as they are, without awaiting the reply as a thenable.
 * Its shape is checked against the contract when the producer asks (`checkShape`, the first time
 * it writes the shared bulk); serialized-json.test.ts checks every one the demo providers serve.
 */
export function serializedJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: SerializedJson<unknown>,
  validateResponse: (status: number, body: unknown) => void,
): string | Buffer {
  if (body.checkShape) validateResponse(reply.statusCode, JSON.parse(body.text));
  reply.type('application/json; charset=utf-8');
  if (!body.gzipped) return body.body;
  reply.header('Vary', 'Accept-Encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return body.body;
  // Already compressed (the compression plugin leaves it as it is).
  reply.header('Content-Encoding', 'gzip');
  return body.gzipped();
}
