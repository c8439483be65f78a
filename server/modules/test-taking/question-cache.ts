import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { QuestionRow } from './repo/questions.ts';
import { questionsJson } from './views.ts';

const MAX_ENTRIES = 500;

/** The ids of a question list (ids joined by commas). */
export const questionIds = (list: string): string[] => (list ? list.split(',') : []);

interface Entry {
  /** The loaded tenant the rows were read for: a tenant sync loads a new one, so its content version. */
  scope: object;
  rows: QuestionRow[];
  /** The questions as get-test sends them (never their keys) in each language asked, as UTF-8 bytes, written the first time it is asked. */
  json: Map<LanguageCode, Buffer>;
}

/**
 * Question rows (and their get-test JSON) by their id list, kept for as long as the tenant they
 * were read for is the one being served: a synced folder comes with a new loaded tenant, so an
 * edited question is read again. Bounded: the least recently used entry goes first.
 */
export class QuestionCache {
  /**
   * By the list itself: question ids are unique across providers, and the entry's scope is checked.
   * Resuming passes the one string KnownQuestionLists keeps per list, whose hash V8 has kept, so a
   * lookup does not read the few kilobytes of ids again.
   */
  readonly #entries = new Map<string, Entry>();

  /** `list`: the question ids joined by commas, as an attempt holds them (see OpenAttempt). */
  async get(scope: object, list: string, load: () => Promise<QuestionRow[]>): Promise<QuestionRow[]> {
    return (await this.#entry(scope, list, load)).rows;
  }

  /**
   * The questions written as get-test's `questions_reference` in `language`, encoded as UTF-8 once
   * (every request in that language sends these same bytes); `fresh` the first time for this
   * content and language.
   */
  async json(
    scope: object,
    list: string,
    language: LanguageCode,
    load: () => Promise<QuestionRow[]>,
  ): Promise<{ json: Buffer; count: number; fresh: boolean }> {
    const entry = await this.#entry(scope, list, load);
    let json = entry.json.get(language);
    const fresh = json === undefined;
    if (!json) entry.json.set(language, (json = Buffer.from(questionsJson(entry.rows, language))));
    return { json, count: entry.rows.length, fresh };
  }

  async #entry(scope: object, list: string, load: () => Promise<QuestionRow[]>): Promise<Entry> {
    const hit = this.#entries.get(list);
    if (hit?.scope === scope) {
      // Most recently used goes last.
      this.#entries.delete(list);
      this.#entries.set(list, hit);
      return hit;
    }
    const entry: Entry = { scope, rows: await load(), json: new Map() };
    // Only a complete list is kept: a question missing now may be synced back.
    if (entry.rows.length === questionIds(list).length) {
      this.#entries.delete(list);
      this.#entries.set(list, entry);
      if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return entry;
  }
}
