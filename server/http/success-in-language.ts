import type { FastifyRequest } from 'fastify';
import { translateMessage } from '../i18n/translate-message.ts';
import { SerializedJson } from './serialized-json.ts';

/**
 * A plain answer's top-level `message`, translated (i18n/translate-message.ts); anything else as
 * it is. A success's `message` ("Test submitted successfully") is written in English and leaves in
 * the request's language, as errors do.
 */
export function inLanguage(request: FastifyRequest, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || body instanceof SerializedJson) return body;
  const { message } = body as { message?: unknown };
  if (typeof message !== 'string') return body;
  const translated = translateMessage(request.language, message);
  return translated === message ? body : { ...body, message: translated };
}
