import type { KnownList } from './known-list.ts';
import type { Mode, OpenAttempt } from './repo.ts';

const MAX_CALLERS = 10_000;
const MAX_LISTS = 500;

/**
 * The question list of the open attempt this process last saw for each learner, test and mode.
 * An attempt's questions never change, so resuming asks the database for the list only when the
 * open attempt is not the one seen here (callerAttempt decides, in its one statement): a hint,
 * never trusted on its own. Bounded (least recently used first out); equal lists share one string,
 * so a cohort on one test holds one copy.
 */
export class KnownQuestionLists {
  readonly #byCaller = new Map<string, KnownList>();
  readonly #lists = new Map<string, string>();

  get(userId: string, testId: string, mode: Mode): KnownList | undefined {
    const key = `${userId}:${testId}:${mode}`;
    const known = this.#byCaller.get(key);
    if (known) touch(this.#byCaller, key, known);
    return known;
  }

  remember(attempt: OpenAttempt): void {
    const key = `${attempt.userId}:${attempt.testId}:${attempt.mode}`;
    if (this.#byCaller.get(key)?.attemptId === attempt.id) return;
    let list = this.#lists.get(attempt.questionList);
    if (list === undefined) touch(this.#lists, attempt.questionList, (list = attempt.questionList), MAX_LISTS);
    touch(this.#byCaller, key, { attemptId: attempt.id, list }, MAX_CALLERS);
  }
}

/** Puts `key` last (most recently used), dropping the least recently used beyond `max`. */
function touch<V>(map: Map<string, V>, key: string, value: V, max = Infinity): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}
