import type { QuestionRow } from './repo.ts';
import { questionsJson } from './views.ts';

const MAX_ENTRIES = 500;

interface Entry {
  /** The loaded tenant the rows were read for: a tenant sync loads a new one, so its content version. */
  scope: object;
  rows: QuestionRow[];
  /** The questions as get-test sends them (never their keys), written the first time it is asked. */
  json?: string;
}

/**
 * Question rows (and their get-test JSON) by their id list, kept for as long as the tenant they
 * were read for is the one being served: a synced folder comes with a new loaded tenant, so an
 * edited question is read again. Bounded: the least recently used entry goes first.
 */
export class QuestionCache {
  readonly #entries = new Map<string, Entry>();

  async get(scope: { id: string }, ids: string[], load: () => Promise<QuestionRow[]>): Promise<QuestionRow[]> {
    return (await this.#entry(scope, ids, load)).rows;
  }

  /** The questions written as get-test's `questions_reference`; `fresh` the first time for this content. */
  async json(scope: { id: string }, ids: string[], load: () => Promise<QuestionRow[]>): Promise<{ json: string; count: number; fresh: boolean }> {
    const entry = await this.#entry(scope, ids, load);
    const fresh = entry.json === undefined;
    entry.json ??= questionsJson(entry.rows);
    return { json: entry.json, count: entry.rows.length, fresh };
  }

  async #entry(scope: { id: string }, ids: string[], load: () => Promise<QuestionRow[]>): Promise<Entry> {
    const key = `${scope.id}:${ids.join(',')}`;
    const hit = this.#entries.get(key);
    if (hit?.scope === scope) {
      // Most recently used goes last.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const entry: Entry = { scope, rows: await load() };
    if (entry.rows.length === ids.length) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return entry;
  }
}
