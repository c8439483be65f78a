import { createHash } from 'node:crypto';

/*
 * Entity tags are ours rather than @fastify/etag's. The plugin hashes every payload in onSend, on
 * every request, and can answer 304 only after the handler has built the body. Ours are hashed once,
 * when an answer is kept (tenant-response-cache.ts), and a browser that holds it is answered 304
 * before validation or the handler run (kept-answers.ts). The pre-serialised bodies (get-test's) are
 * never tagged: each carries its request's server time and deadline, so no tag of one could match
 * again, and hashing hundreds of kilobytes per request would buy nothing.
 */

/** A strong tag of the JSON sent: its SHA-1 in base64url, quoted. */
export function entityTagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

/**
 * Whether the client already holds this answer: If-None-Match lists its tag, its weak form
 * (W/"…", which a proxy that recompressed the body may send), or *.
 */
export function clientHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
