import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres } from './fresh-postgres.ts';
import { scenarioInOwnProcess } from './own-process.ts';

/** The last commit before issue 13's work on submit-test (its "today's rate"). */
export const SUBMIT_BEFORE_COMMIT = '8bbb7ec';

/**
 * submit-test's rate before issue 13, measured now on this machine: the code at
 * SUBMIT_BEFORE_COMMIT checked out into a temporary git worktree (sharing this checkout's
 * node_modules), running this same scenario (test-taking.ts, copied in) as testTakingInOwnProcess
 * runs it now: in a process of its own on a fresh PostgreSQL database. Where that cannot be done
 * (no git history, the run failed), the reason instead: no figure from elsewhere stands in for it.
 */
export async function submitRateBefore(databaseUrl: string): Promise<{ rps: number } | { missing: string }> {
  const git = (...args: string[]) =>
    execFileSync('git', args, { stdio: ['ignore', 'pipe', 'pipe'] })
      .toString()
      .trim();
  try {
    git('cat-file', '-e', `${SUBMIT_BEFORE_COMMIT}^{commit}`);
  } catch {
    return { missing: `commit ${SUBMIT_BEFORE_COMMIT} is not in this checkout's history` };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-before-'));
  const database = await freshPostgres(databaseUrl, 'bench_before');
  try {
    git('worktree', 'add', '--detach', dir, SUBMIT_BEFORE_COMMIT);
    fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    const scenario = path.join(dir, 'tests/load/test-taking-now.ts');
    fs.copyFileSync(path.resolve('tests/load/test-taking.ts'), scenario);
    // Its submit-test rate only: no get-test, no storm.
    const before = scenarioInOwnProcess(dir, scenario, database.url, 0, false);
    return 'missing' in before ? before : { rps: before.submitRps };
  } finally {
    try {
      git('worktree', 'remove', '--force', dir);
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
      git('worktree', 'prune');
    }
    await database.drop();
  }
}
