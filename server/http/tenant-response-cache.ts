import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { entityTagOf } from './entity-tag.ts';

/** A success answer kept as the bytes sent, with its entity tag and, when worth it, compressed. */
export interface CachedAnswer {
  json: string;
  etag: string;
  /** Brotli and gzip bytes of `json` (answers of 1 KB or more). */
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this, compression saves less than its headers cost. */
const COMPRESS_FROM = 1024;

/** Addresses kept per tenant at most (query strings are the learner's to vary). */
const PER_TENANT = 256;

/**
 * Answers of `x-cache: tenant` operations, kept per loaded tenant and address. A tenant is
 * replaced whole when its folder is synced, so its answers go with it: nothing here is ever
 * stale, and nothing needs clearing by hand. Each tenant keeps its latest `PER_TENANT` addresses.
 */
export class TenantResponseCache {
  readonly #byTenant = new WeakMap<object, Map<string, CachedAnswer>>();

  get(tenant: object, address: string): CachedAnswer | undefined {
    return this.#byTenant.get(tenant)?.get(address);
  }

  set(tenant: object, address: string, body: unknown): CachedAnswer {
    const json = JSON.stringify(body);
    const answer: CachedAnswer = { json, etag: entityTagOf(json) };
    // Compressed once here, so no request compresses it again.
    if (json.length >= COMPRESS_FROM) {
      answer.br = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      answer.gzip = gzipSync(json, { level: 9 });
    }
    let answers = this.#byTenant.get(tenant);
    if (!answers) this.#byTenant.set(tenant, (answers = new Map()));
    answers.set(address, answer);
    if (answers.size > PER_TENANT) answers.delete(answers.keys().next().value!);
    return answer;
  }
}
