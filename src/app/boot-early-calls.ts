/** Take test's hash paths, in practice and in recharge mode; the group is the test's id. */
export const TAKE_TEST_PATH = '^/menu/tests/take-test/([0-9a-f-]+)$';
export const RECHARGE_TAKE_TEST_PATH = '^/menu/recharge/take-test/([0-9a-f-]+)$';

/**
 * Calls the page's boot script starts for a deep link at once, before it paints the first screen
 * and before the app's chunks download (src/boot/start-early-call.ts), so the screen's data is on
 * its way before the app asks for it (src/api/take-early-call.ts hands the answer over). Each is a hash-path pattern and the call's
 * address, with the pattern's groups in it, exactly as the app's client would build it
 * (boot-early-calls.test.ts checks that). Only calls that are safe to make twice belong here.
 */
export const earlyCalls: ReadonlyArray<readonly [pattern: string, address: string]> = [
  // Take test opens (or resumes) the learner's attempt: opening it again resumes the same attempt.
  [TAKE_TEST_PATH, '/api/test/get-test/$1?mode=practice'],
  [RECHARGE_TAKE_TEST_PATH, '/api/test/get-test/$1?mode=recharge'],
];
