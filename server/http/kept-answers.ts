import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendKept } from './send-kept-answer.ts';
import { TenantResponseCache } from './tenant-response-cache.ts';

export interface KeptAnswersOptions {
  /** What `x-cache: tenant` answers are kept for: the request's loaded tenant. Without it nothing is cached. */
  cacheScope?: (request: FastifyRequest) => object | undefined;
  /**
   * What else a kept answer depends on besides its scope and address (the request's language):
   * `key` is part of its key, and `vary` names the request headers that decide it, sent in `Vary`.
   */
  cacheVariant?: (request: FastifyRequest) => { key: string; vary?: string | undefined };
}

/** The answers of provider content (`x-cache: tenant` operations), kept per scope and address and sent again as kept. */
export interface KeptAnswers {
  /** Sends the answer kept for this request, if there is one (that address passed validation then); whether it did. */
  sendIfKept(request: FastifyRequest, reply: FastifyReply): boolean;
  /** Keeps a 200 answer and sends it as kept; undefined when the request has no scope to keep it for. */
  keepAndSend(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply | undefined;
}

export function keptAnswers(options: KeptAnswersOptions): KeptAnswers {
  const cache = new TenantResponseCache();
  /** A kept answer's key within its scope: the address, after its variant (the language) when there is one. */
  const addressOf = (request: FastifyRequest, variant: { key: string } | undefined) => (variant === undefined ? request.url : `${variant.key} ${request.url}`);
  return {
    sendIfKept(request, reply) {
      const scope = options.cacheScope?.(request);
      if (!scope) return false;
      const variant = options.cacheVariant?.(request);
      const kept = cache.get(scope, addressOf(request, variant));
      if (!kept) return false;
      sendKept(request, reply, kept, variant?.vary);
      return true;
    },
    keepAndSend(request, reply, body) {
      const scope = options.cacheScope?.(request);
      if (!scope) return undefined;
      const variant = options.cacheVariant?.(request);
      return sendKept(request, reply, cache.set(scope, addressOf(request, variant), body), variant?.vary);
    },
  };
}
