import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../plugins/error-handler.ts';
import { compileCoercing, compileExact } from './ajv.ts';
import { listOperations, readOpenApi } from './openapi-document.ts';
import { registerOperations } from './register-operations.ts';
import type { Handlers } from './operation-types.ts';
import { SerializedJson } from './serialized-json.ts';
import { refusal } from '../../tests/support/refusal.ts';

/** A small contract with the shapes the real one uses. */
const contract = {
  openapi: '3.1.0',
  paths: {
    '/api/things/{id}': {
      put: {
        operationId: 'putThing',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 10 } },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingInput' } } },
        },
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          '400': { description: 'bad' },
        },
      },
    },
    '/api/pending': { get: { operationId: 'getPending', responses: { '200': { description: 'ok' } } } },
  },
  components: {
    schemas: {
      ThingInput: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'email'],
        properties: { name: { type: 'string', minLength: 1 }, email: { type: 'string', format: 'email' }, tags: { type: 'array', items: { type: 'string' } } },
      },
      Thing: {
        type: 'object',
        additionalProperties: false,
        required: ['_id', 'name'],
        properties: { _id: { type: 'string' }, name: { type: 'string' } },
      },
    },
  },
};

const ID = '0d2b6a0e-5f43-4d4e-9a3f-1c3c0b7a8e21';
let app: FastifyInstance;

async function build(handler: (request: { params: unknown; query: unknown; body: unknown }) => Promise<unknown>) {
  app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  registerOperations(app, listOperations(contract), { putThing: handler } as unknown as Handlers);
  return app;
}

const put = (payload: unknown, query = '', headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/things/${ID}${query}`, payload: payload as object, headers });

afterEach(() => app?.close());

describe('registerOperations', () => {
  it('passes a valid request to the handler, with query parameters coerced to their types', async () => {
    let seen: unknown;
    await build(async (request) => {
      seen = request;
      return { _id: ID, name: 'ok' };
    });
    const response = await put({ name: 'x', email: 'a@b.co' }, '?limit=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: ID, name: 'ok' });
    expect(seen).toMatchObject({ params: { id: ID }, query: { limit: 3 }, body: { name: 'x', email: 'a@b.co' } });
  });

  it('answers 400 naming every bad field, and never calls the handler', async () => {
    let called = false;
    await build(async () => {
      called = true;
      return {};
    });
    const response = await put({ email: 'nope', tags: ['a', 2], extra: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal('name: is required; extra: is not an allowed field; email: must be a valid email address; tags[1]: must be string'),
    );
    expect((await put({ name: 'x', email: 'a@b.co' }, '?limit=99')).json()).toEqual(refusal('limit: must be <= 10'));
    expect((await app.inject({ method: 'PUT', url: '/api/things/42', payload: { name: 'x', email: 'a@b.co' } })).json()).toEqual(
      refusal('id: must match format "uuid"'),
    );
    expect(called).toBe(false);
  });

  it('refuses a missing body and a body of another media type', async () => {
    await build(async () => ({}));
    expect((await app.inject({ method: 'PUT', url: `/api/things/${ID}` })).json()).toEqual(refusal('body: is required'));
    const text = await put('name=x', '', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
  });

  it('fails closed with a masked 500 when a response carries a field the contract does not allow', async () => {
    await build(async () => ({ _id: ID, name: 'x', correct_option: 2 }));
    const response = await put({ name: 'x', email: 'a@b.co' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toContain('correct_option');
  });

  it('sends a body already written as JSON as it is, and checks its shape when asked', async () => {
    const text = `{"_id":"${ID}","name":"written once"}`;
    await build(async () => new SerializedJson(text, true));
    const response = await put({ name: 'x', email: 'a@b.co' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(text);

    await build(async () => new SerializedJson(`{"_id":"${ID}","name":"x","correct_option":2}`, true));
    const leaking = await put({ name: 'x', email: 'a@b.co' });
    expect(leaking.statusCode).toBe(500);
    expect(leaking.body).not.toContain('correct_option');
  });

  it('fails closed when a handler answers a status the contract does not declare', async () => {
    await build(async () => ({ _id: ID, name: 'x' }));
    app.addHook('preHandler', async (_request, reply) => {
      reply.code(201);
    });
    expect((await put({ name: 'x', email: 'a@b.co' })).statusCode).toBe(500);
  });

  it('answers 501 for an operation that has no handler yet, whatever the input', async () => {
    await build(async () => ({}));
    const response = await app.inject({ method: 'GET', url: '/api/pending?anything=1' });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ message: 'getPending is not built yet' });
  });
});

describe('the contract the server serves', () => {
  // Validators compile on first use (lazily), so a schema Ajv refuses would otherwise surface on a request.
  it('has a schema Ajv compiles for every parameter, body and response of every operation', () => {
    const operations = listOperations(readOpenApi());
    expect(operations.length).toBeGreaterThan(50);
    let compiled = 0;
    for (const op of operations) {
      for (const schema of [op.params, op.querystring]) if (schema) compiled += Number(typeof compileCoercing(schema) === 'function');
      for (const schema of [...Object.values(op.body?.content ?? {}), ...Object.values(op.responses)])
        if (schema) compiled += Number(typeof compileExact(schema) === 'function');
    }
    expect(compiled).toBeGreaterThan(operations.length);
  });
});
