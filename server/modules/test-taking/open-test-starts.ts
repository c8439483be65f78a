import { gzipStart, type GzipStart } from '../../http/gzip-parts.ts';
import type { TestRow } from './repo/tests.ts';

/** A start as bytes, and compressed once when a client first asks for gzip. */
export class OpenTestStart {
  #gzip: GzipStart | undefined;

  constructor(readonly bytes: Buffer) {}

  get gzip(): GzipStart {
    return (this.#gzip ??= gzipStart(this.bytes));
  }
}

/**
 * get-test's start (the test and its questions as bytes, see openTestStart) per questions, test
 * and whether the learner has taken the test before: written once, sent to every learner of the
 * test. Kept by the objects themselves (the question cache's bytes and the active-test cache's
 * row): a synced tenant brings new ones, so its starts are written afresh and the old ones go
 * with them.
 */
export class OpenTestStarts {
  readonly #byQuestions = new WeakMap<Buffer, WeakMap<TestRow, { taken?: OpenTestStart; notTaken?: OpenTestStart }>>();

  get(questions: Buffer, test: TestRow, attempted: boolean, write: () => Buffer): OpenTestStart {
    let byTest = this.#byQuestions.get(questions);
    if (!byTest) this.#byQuestions.set(questions, (byTest = new WeakMap()));
    let starts = byTest.get(test);
    if (!starts) byTest.set(test, (starts = {}));
    return attempted ? (starts.taken ??= new OpenTestStart(write())) : (starts.notTaken ??= new OpenTestStart(write()));
  }
}
