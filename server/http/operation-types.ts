import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../openapi/schema.gen.ts';
import type { SerializedJson } from './serialized-json.ts';

/** Types of each operation's request and response, read from the generated contract types. */
export type OperationId = keyof operations;

type Op<K extends OperationId> = operations[K];
type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type SuccessStatus = 200 | 201 | 202 | 204;

type PathParams<K extends OperationId> = Op<K> extends { parameters: { path: infer P } } ? P : Record<string, never>;
type QueryParams<K extends OperationId> = Op<K> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : Record<string, never>;
export type JsonBody<K extends OperationId> = Op<K> extends { requestBody?: infer R } ? JsonContent<NonNullable<R>> : undefined;
type SuccessBody<K extends OperationId> = {
  [S in keyof Op<K>['responses']]: S extends SuccessStatus ? JsonContent<Op<K>['responses'][S]> : never;
}[keyof Op<K>['responses']];

type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: PathParams<K>;
  Querystring: QueryParams<K>;
  Body: JsonBody<K>;
}>;

/** A handler returns the success body (validated against the contract before it is sent), or that body already written as JSON. */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K> | SerializedJson<SuccessBody<K>> | undefined | void>;

export type Handlers = { [K in OperationId]?: OperationHandler<K> };
