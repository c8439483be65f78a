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
import { HttpError } from '../lib/errors.ts';
import { authenticateFirst, type Authenticate } from './authenticate-first.ts';
import { checksItsOwnSession } from './checks-own-session.ts';
import { keptAnswers, type KeptAnswersOptions } from './kept-answers.ts';
import type { OperationSpec } from './openapi-document.ts';
import type { Handlers } from './operation-types.ts';
import { requestValidator } from './request-validator.ts';
import { responseValidator } from './response-validator.ts';
import { serializedJsonBody } from './send-serialized-json.ts';
import { SerializedJson } from './serialized-json.ts';
import { inLanguage } from './success-in-language.ts';

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
/** An operation's route: its config names the operation (the error handler and logs read it). */
type OperationRoute = RouteOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, { operationId: string }>;

interface RegisterOptions extends KeptAnswersOptions {
  /** Authenticates the callers of operations that need a bearer token (see authenticate-first.ts). */
  authenticate?: Authenticate;
  /**
   * Registers the parser of file uploads (multipart/form-data) for the operations that take files,
   * in a context of their own: its hooks (three on every request) run for those routes only.
   */
  files?: (scope: FastifyInstance) => PromiseLike<unknown>;
}

/**
 * Registers every operation of the contract, each step in a file of its own: authentication first
 * (authenticate-first.ts), then a kept answer of provider content (kept-answers.ts) or the request
 * validated against the contract (request-validator.ts, 400 naming the field); after the handler,
 * success bodies are validated (response-validator.ts, a mismatch is a 500, so a response can never
 * carry a field the contract does not allow), and bodies written once are sent as they are
 * (send-serialized-json.ts). Operations without a handler answer 501, before any validation.
 */
export function registerOperations(app: FastifyInstance, operations: OperationSpec[], handlers: Handlers, options: RegisterOptions = {}): void {
  const kept = keptAnswers(options);
  const takingFiles: OperationRoute[] = [];
  for (const op of operations) {
    const handler = (handlers as Record<string, AnyHandler | undefined>)[op.operationId];
    if (!handler) {
      app.route(notBuilt(op));
      continue;
    }
    const ownSession = checksItsOwnSession(handler);
    if (ownSession && !op.bearer) throw new Error(`${op.operationId} checks its own session but takes no bearer token`);
    const validateRequest = requestValidator(op);
    const validateResponse = responseValidator(op);
    const acceptsFiles = Object.keys(op.body?.content ?? {}).includes('multipart/form-data');
    // Provider content (`x-cache: tenant`, GET only): kept per loaded tenant and address, 304 when the browser has it.
    const cacheable = op.cache === 'tenant' && op.method === 'GET';
    const route: OperationRoute = {
      method: op.method,
      url: op.url,
      // No automatic HEAD: a GET may have effects (get-test starts an attempt), so HEAD is a 405.
      exposeHeadRoute: false,
      config: { operationId: op.operationId },
      // Uploads are limited per file (5 MB, see app.ts); the whole body gets a little more room.
      ...(acceptsFiles ? { bodyLimit: 6 * 1024 * 1024 } : {}),
      // Provider content answered before is sent as kept (`done` is not called); anything else is validated.
      preValidation: authenticateFirst(op, ownSession, options.authenticate, (request, reply, done) => {
        if (cacheable && kept.sendIfKept(request, reply)) return;
        validateRequest(request);
        done();
      }),
      handler: async (request, reply) => {
        // Provider content kept per address (`cacheable`) is left in the language it was written in.
        const body = cacheable ? await handler(request, reply) : inLanguage(request, await handler(request, reply));
        if (answered(reply)) return reply;
        if (body instanceof SerializedJson) return serializedJsonBody(request, reply, body, validateResponse);
        validateResponse(reply.statusCode, body);
        const sent = cacheable && reply.statusCode === 200 ? kept.keepAndSend(request, reply, body) : undefined;
        if (sent) return sent;
        return body === undefined ? reply.send() : body;
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

/** Not built yet: 501 whatever the input, so clients can tell "pending" from "bad request". */
function notBuilt(op: OperationSpec): OperationRoute {
  return {
    method: op.method,
    url: op.url,
    exposeHeadRoute: false,
    config: { operationId: op.operationId },
    handler: async () => {
      throw new HttpError(501, `${op.operationId} is not built yet`);
    },
  };
}

/**
 * Whether the handler has answered itself (a file it streamed returns the reply, which settles
 * once the answer has ended or its client has gone). `reply.sent` alone is false for a client that
 * hung up mid-download: sending again then would write headers twice and log a 500 for what is
 * no error of ours.
 */
const answered = (reply: FastifyReply) => reply.sent || reply.raw.headersSent || reply.raw.destroyed;
