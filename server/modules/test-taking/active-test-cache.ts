import type { TestRow } from './repo/tests.ts';

/**
 * Active test rows, kept per loaded tenant: tests change only when the tenant's folder is synced,
 * which loads a new tenant. Only the bank's tests that exist are kept (at most the folder's tests
 * and its practice Quizzes), so neither unknown ids nor learners' own tests can grow it.
 */
export class ActiveTestCache<L = unknown> {
  readonly #byScope = new WeakMap<object, Map<string, TestRow>>();
  readonly #lists = new WeakMap<object, Promise<L>>();
  readonly #questionIds = new WeakMap<object, Map<string, string[]>>();

  /** The tenant's whole list of active tests (the Tests list, the dashboard), loaded once per loaded tenant; a failed load is not kept. */
  list(scope: object, load: () => Promise<L>): Promise<L> {
    const kept = this.#lists.get(scope);
    if (kept) return kept;
    const loading = load();
    this.#lists.set(scope, loading);
    loading.catch(() => this.#lists.delete(scope));
    return loading;
  }

  async get(scope: object, testId: string, load: () => Promise<TestRow | undefined>): Promise<TestRow | undefined> {
    let tests = this.#byScope.get(scope);
    if (!tests) this.#byScope.set(scope, (tests = new Map()));
    const hit = tests.get(testId);
    if (hit) return hit;
    const row = await load();
    // A learner's own test is one learner's (and there is one per test they build): read each time, never kept.
    if (row && row.kind !== 'custom') tests.set(testId, row);
    return row;
  }

  /** A bank test's question ids in their order (the order a new attempt draws from), read once per loaded tenant; a learner's own test's each time. */
  async questionIds(scope: object, test: TestRow, load: () => Promise<string[]>): Promise<string[]> {
    let ids = this.#questionIds.get(scope);
    if (!ids) this.#questionIds.set(scope, (ids = new Map()));
    const hit = ids.get(test.id);
    if (hit) return hit;
    const loaded = await load();
    if (test.kind !== 'custom') ids.set(test.id, loaded);
    return loaded;
  }
}
