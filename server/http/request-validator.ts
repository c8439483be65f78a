import type { FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { compileCoercing, compileExact, describeErrors } from './ajv.ts';
import { lazily } from './compile-lazily.ts';
import { HttpError } from '../lib/errors.ts';
import type { OperationSpec } from './openapi-document.ts';
import { findUnsafeString, UNSAFE_TEXT } from './unsafe-strings.ts';

/**
 * Checks a request against its operation in the contract, before the handler runs: unsafe text
 * first (a 400 naming the field), then path and query parameters (coerced to their types), then
 * the body for its media type (415 for a media type the operation does not take).
 */
export function requestValidator(op: OperationSpec): (request: FastifyRequest) => void {
  const params = op.params && lazily(compileCoercing, op.params);
  const query = op.querystring && lazily(compileCoercing, op.querystring);
  const bodies = new Map(
    Object.entries(op.body?.content ?? {}).map(([type, schema]): [string, (() => ValidateFunction) | undefined] => [
      type,
      schema ? lazily(compileExact, schema) : undefined,
    ]),
  );
  return (request) => {
    const unsafe = findUnsafeString(request.params) ?? findUnsafeString(request.query) ?? findUnsafeString(request.body);
    if (unsafe !== undefined) throw new HttpError(400, `${unsafe}: ${UNSAFE_TEXT}`);
    if (params) check(params(), request.params);
    if (query) check(query(), request.query ?? {});
    if (!op.body) return;
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (request.body === undefined || request.body === null) {
      if (op.body.required) throw new HttpError(400, 'body: is required');
      return;
    }
    if (!bodies.has(mediaType)) {
      throw new HttpError(415, `Content-Type must be ${[...bodies.keys()].join(' or ')}`);
    }
    const validate = bodies.get(mediaType);
    // Multipart files arrive as Buffers; the contract calls them binary strings.
    const body = mediaType === 'multipart/form-data' ? asContractShape(request.body) : request.body;
    if (validate) check(validate(), body);
  };
}

function check(validate: ValidateFunction, value: unknown): void {
  if (!validate(value)) throw new HttpError(400, describeErrors(validate.errors));
}

function asContractShape(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, Buffer.isBuffer(value) ? '(binary)' : value]));
}
