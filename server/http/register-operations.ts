import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ValidateFunction } from 'ajv';
import { compileCoercing, compileExact, describeErrors } from './ajv.ts';
import { HttpError } from '../lib/errors.ts';
import type { OperationSpec } from './openapi-document.ts';
import type { Handlers } from './operation-types.ts';
import { findUnsafeString, UNSAFE_TEXT } from './unsafe-strings.ts';
import { checksItsOwnSession } from './checks-own-session.ts';
import { SerializedJson } from './serialized-json.ts';
import { acceptedEncoding, acceptsGzip, clientHas, TenantResponseCache, type CachedAnswer } from './tenant-response-cache.ts';
import { translateMessage } from '../i18n/translate-message.ts';

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
/** An operation's route: its config names the operation (the error handler and logs read it). */
type OperationRoute = RouteOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, { operationId: string }>;

/**
 * Registers every operation of the contract. Requests are validated against the contract
 * before the handler runs (400 naming the field); success bodies are validated after it runs
 * and a mismatch is a 500, so a response can never carry a field the contract does not allow.
 * Operations without a handler answer 501, before any validation.
 */
interface RegisterOptions {
  /**
   * Runs before validation for operations that need a bearer token; throws 401 to refuse.
   * `sessionCheckedByHandler` for handlers marked with `checksOwnSession`.
   */
  authenticate?: (request: FastifyRequest, sessionCheckedByHandler: boolean) => Promise<void> | undefined;
  /** What `x-cache: tenant` answers are kept for: the request's loaded tenant. Without it nothing is cached. */
  cacheScope?: (request: FastifyRequest) => object | undefined;
  /**
   * What else a kept answer depends on besides its scope and address (the request's language):
   * `key` is part of its key, and `vary` names the request headers that decide it, sent in `Vary`.
   */
  cacheVariant?: (request: FastifyRequest) => { key: string; vary?: string | undefined };
  /**
   * Registers the parser of file uploads (multipart/form-data) for the operations that take files,
   * in a context of their own: its hooks (three on every request) run for those routes only.
   */
  files?: (scope: FastifyInstance) => PromiseLike<unknown>;
}

export function registerOperations(app: FastifyInstance, operations: OperationSpec[], handlers: Handlers, options: RegisterOptions = {}): void {
  const cache = new TenantResponseCache();
  const variant = (request: FastifyRequest) => options.cacheVariant?.(request);
  /** A kept answer's key within its scope: the address, after its variant (the language) when there is one. */
  const keptAddress = (request: FastifyRequest) => {
    const key = variant(request)?.key;
    return key === undefined ? request.url : `${key} ${request.url}`;
  };
  const takingFiles: OperationRoute[] = [];
  for (const op of operations) {
    const handler = (handlers as Record<string, AnyHandler | undefined>)[op.operationId];
    if (!handler) {
      // Not built yet: 501 whatever the input, so clients can tell "pending" from "bad request".
      app.route({
        method: op.method,
        url: op.url,
        exposeHeadRoute: false,
        config: { operationId: op.operationId },
        handler: async () => {
          throw new HttpError(501, `${op.operationId} is not built yet`);
        },
      });
      continue;
    }
    const ownSession = checksItsOwnSession(handler);
    if (ownSession && !op.bearer) throw new Error(`${op.operationId} checks its own session but takes no bearer token`);
    const validateRequest = requestValidator(op);
    const validateResponse = responseValidator(op);
    const acceptsFiles = Object.keys(op.body?.content ?? {}).includes('multipart/form-data');
    // Provider content (`x-cache: tenant`, GET only): kept per loaded tenant and address, 304 when the browser has it.
    const cacheable = op.cache === 'tenant' && op.method === 'GET';
    /** Provider content answered before is sent as kept (that address passed validation then; `done` is not called); anything else is validated. */
    const afterAuthentication = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
      const scope = cacheable ? options.cacheScope?.(request) : undefined;
      const kept = scope && cache.get(scope, keptAddress(request));
      if (kept) return void sendKept(request, reply, kept, variant(request)?.vary);
      validateRequest(request);
      done();
    };
    const route: OperationRoute = {
      method: op.method,
      url: op.url,
      // No automatic HEAD: a GET may have effects (get-test starts an attempt), so HEAD is a 405.
      exposeHeadRoute: false,
      config: { operationId: op.operationId },
      // Uploads are limited per file (5 MB, see app.ts); the whole body gets a little more room.
      ...(acceptsFiles ? { bodyLimit: 6 * 1024 * 1024 } : {}),
      // A callback hook: on every call, and most go on without waiting (a promise only when the
      // session must be asked of the database). A sync throw is Fastify's to answer, as a rejection is.
      preValidation: (request, reply, done) => {
        if (!op.bearer) return afterAuthentication(request, reply, done);
        if (!options.authenticate) throw new Error(`${op.operationId} needs a bearer token but no authenticator is configured`);
        const asking = options.authenticate(request, ownSession);
        if (!asking) return afterAuthentication(request, reply, done);
        asking.then(() => afterAuthentication(request, reply, done)).catch(done);
      },
      handler: async (request, reply) => {
        // A success's `message` ("Test submitted successfully") is written in English and leaves in the
        // request's language, as errors do; provider content kept per address (`cacheable`) is left as it is.
        const body = cacheable ? await handler(request, reply) : inLanguage(request, await handler(request, reply));
        if (answered(reply)) return reply;
        if (body instanceof SerializedJson) {
          if (body.checkShape) validateResponse(reply.statusCode, JSON.parse(body.text));
          // Returned, not sent: Fastify sends a string or bytes as they are, without awaiting the reply as a thenable.
          reply.type('application/json; charset=utf-8');
          if (!body.gzipped) return body.body;
          reply.header('Vary', 'Accept-Encoding');
          if (!acceptsGzip(request.headers['accept-encoding'])) return body.body;
          // Already compressed (the compression plugin leaves it as it is).
          reply.header('Content-Encoding', 'gzip');
          return body.gzipped();
        }
        validateResponse(reply.statusCode, body);
        const scope = cacheable ? options.cacheScope?.(request) : undefined;
        if (!scope || reply.statusCode !== 200) return body === undefined ? reply.send() : body;
        return sendKept(request, reply, cache.set(scope, keptAddress(request), body), variant(request)?.vary);
      },
    };
    if (acceptsFiles && options.files) takingFiles.push(route);
    else app.route(route);
  }
  const { files } = options;
  if (files && takingFiles.length > 0) {
    void app.register(async (scope) => {
      await files(scope);
      for (const route of takingFiles) scope.route(route);
    });
  }
}

/** A plain answer's top-level `message`, translated (i18n/translate-message.ts); anything else as it is. */
function inLanguage(request: FastifyRequest, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || body instanceof SerializedJson) return body;
  const { message } = body as { message?: unknown };
  if (typeof message !== 'string') return body;
  const translated = translateMessage(request.language, message);
  return translated === message ? body : { ...body, message: translated };
}

/**
 * Whether the handler has answered itself (a file it streamed returns the reply, which settles
 * once the answer has ended or its client has gone). `reply.sent` alone is false for a client that
 * hung up mid-download: sending again then would write headers twice and log a 500 for what is
 * no error of ours.
 */
const answered = (reply: FastifyReply) => reply.sent || reply.raw.headersSent || reply.raw.destroyed;

/** A kept answer: its tag, and its bytes unless the browser already holds them. */
function sendKept(request: FastifyRequest, reply: FastifyReply, kept: CachedAnswer, vary: string | undefined): FastifyReply {
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

/**
 * A validator compiled when first used. Compiling the contract's hundred-odd schemas took about half
 * a second of every start, most of them for calls a process may never answer; each costs a few
 * milliseconds on its first request instead. (register-operations.test.ts compiles them all, so a
 * schema Ajv refuses still fails the tests, not a request.)
 */
export function lazily(compile: (schema: object) => ValidateFunction, schema: object): () => ValidateFunction {
  let validate: ValidateFunction | undefined;
  return () => (validate ??= compile(schema));
}

function requestValidator(op: OperationSpec): (request: FastifyRequest) => void {
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

class ContractViolation extends Error {
  override name = 'ContractViolation';
}

function responseValidator(op: OperationSpec): (status: number, body: unknown) => void {
  const validators = new Map(Object.entries(op.responses).map(([status, schema]) => [status, schema ? lazily(compileExact, schema) : undefined]));
  return (status, body) => {
    const key = String(status);
    if (!validators.has(key)) throw new ContractViolation(`${op.operationId} answered ${status}, which the contract does not declare`);
    const validate = validators.get(key)?.();
    if (!validate) {
      if (body !== undefined) throw new ContractViolation(`${op.operationId} ${status} must not have a body`);
      return;
    }
    if (!validate(body)) throw new ContractViolation(`${op.operationId} ${status} response does not match the contract: ${describeErrors(validate.errors)}`);
  };
}
