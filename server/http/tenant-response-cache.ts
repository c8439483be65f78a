import { createHash } from 'node:crypto';

/** A success answer kept as the bytes sent, with its entity tag. */
export interface CachedAnswer {
  json: string;
  etag: string;
}

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
    const answer = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    let answers = this.#byTenant.get(tenant);
    if (!answers) this.#byTenant.set(tenant, (answers = new Map()));
    answers.set(address, answer);
    if (answers.size > PER_TENANT) answers.delete(answers.keys().next().value!);
    return answer;
  }
}

/** Whether the client already holds this answer (If-None-Match lists its tag, or *). */
export function clientHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
