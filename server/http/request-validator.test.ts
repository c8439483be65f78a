import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/errors.ts';
import type { OperationSpec } from './openapi-document.ts';
import { requestValidator } from './request-validator.ts';

const op: OperationSpec = {
  operationId: 'putPhoto',
  method: 'PUT',
  path: '/api/photos/{id}',
  url: '/api/photos/:id',
  tags: [],
  bearer: false,
  params: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'], additionalProperties: false },
  querystring: { type: 'object', properties: { size: { type: 'integer', default: 1 } }, required: [], additionalProperties: true },
  body: {
    required: false,
    content: {
      'application/json': { type: 'object', additionalProperties: false, properties: { caption: { type: 'string' } } },
      'multipart/form-data': { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } },
      'application/octet-stream': undefined,
    },
  },
  responses: { '200': undefined },
};

const validate = requestValidator(op);
const request = (parts: { params?: unknown; query?: unknown; body?: unknown; type?: string }) =>
  ({ params: { id: '7' }, query: {}, headers: { 'content-type': parts.type }, ...parts }) as unknown as FastifyRequest;
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? [error.statusCode, error.message] : error;
  }
  return undefined;
};

describe('requestValidator', () => {
  it('coerces path and query parameters to their types, filling defaults', () => {
    const valid = request({ query: { extra: 'ignored' } });
    validate(valid);
    expect(valid.params).toEqual({ id: 7 });
    expect(valid.query).toEqual({ extra: 'ignored', size: 1 });
  });

  it('refuses unsafe text first, naming the field', () => {
    expect(refusal(() => validate(request({ params: { id: 'x' }, body: { caption: 'a\u0000b' }, type: 'application/json' })))).toEqual([
      400,
      expect.stringMatching(/^caption: /),
    ]);
  });

  it('takes a missing body when it is optional, and refuses a media type the operation does not take', () => {
    expect(refusal(() => validate(request({})))).toBeUndefined();
    expect(refusal(() => validate(request({ body: 'x', type: 'text/plain' })))).toEqual([
      415,
      'Content-Type must be application/json or multipart/form-data or application/octet-stream',
    ]);
  });

  it('reads the media type without its parameters and case, and checks the body against its schema', () => {
    expect(refusal(() => validate(request({ body: { caption: 'ok' }, type: 'Application/JSON; charset=utf-8' })))).toBeUndefined();
    expect(refusal(() => validate(request({ body: { title: 'no' }, type: 'application/json' })))).toEqual([400, 'title: is not an allowed field']);
    expect(refusal(() => validate(request({ body: Buffer.from('x'), type: 'application/octet-stream' })))).toBeUndefined();
  });

  it('sees an uploaded file as the binary string the contract declares', () => {
    expect(refusal(() => validate(request({ body: { image: Buffer.from('png') }, type: 'multipart/form-data; boundary=x' })))).toBeUndefined();
    expect(refusal(() => validate(request({ body: {}, type: 'multipart/form-data; boundary=x' })))).toEqual([400, 'image: is required']);
  });

  it('refuses a missing body when the contract requires one', () => {
    const strict = requestValidator({ ...op, params: undefined, querystring: undefined, body: { ...op.body!, required: true } });
    expect(refusal(() => strict(request({ body: null })))).toEqual([400, 'body: is required']);
  });
});
