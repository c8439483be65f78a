import type { QuestionRow } from './repo.ts';

const MAX_ENTRIES = 500;

/**
 * Question rows by their id list. Questions change only when tenant folders are synced, which
 * happens when a server process starts, so a process may keep what it read for its whole life.
 * Bounded: the oldest entry goes first.
 */
export class QuestionCache {
  readonly #entries = new Map<string, QuestionRow[]>();

  async get(tenantId: string, ids: string[], load: () => Promise<QuestionRow[]>): Promise<QuestionRow[]> {
    const key = `${tenantId}:${ids.join(',')}`;
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const rows = await load();
    if (rows.length === ids.length) {
      this.#entries.set(key, rows);
      if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return rows;
  }
}
