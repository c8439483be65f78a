import type { QuestionRow } from './repo.ts';

const MAX_ENTRIES = 500;

/**
 * Question rows by their id list, kept for the loaded tenant they were read for. Questions change
 * only when tenant folders are synced, and a sync reaches a running process as a new loaded tenant
 * (see tenants/reload.ts): an entry read for an older one is read again, so an edited question or
 * answer key is never served or scored stale. Bounded: the oldest entry goes first.
 */
export class QuestionCache {
  readonly #entries = new Map<string, { tenant: object; rows: QuestionRow[] }>();

  async get(tenant: { id: string }, ids: string[], load: () => Promise<QuestionRow[]>): Promise<QuestionRow[]> {
    const key = `${tenant.id}:${ids.join(',')}`;
    const hit = this.#entries.get(key);
    if (hit?.tenant === tenant) return hit.rows;
    const rows = await load();
    if (rows.length === ids.length) {
      this.#entries.delete(key);
      this.#entries.set(key, { tenant, rows });
      if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return rows;
  }
}
