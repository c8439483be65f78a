import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres } from './fresh-postgres.ts';

/** The last commit before issue 13's work on submit-test (its "today's rate"). */
export const SUBMIT_BEFORE_COMMIT = '8bbb7ec';

/**
 * submit-test's rate before issue 13, measured now on this machine: the code at
 * SUBMIT_BEFORE_COMMIT checked out into a temporary git worktree (sharing this checkout's
 * node_modules), running this same scenario (test-taking.ts, copied in) on a fresh PostgreSQL
 * database of its own. Undefined, with the reason, where the git history is not at hand.
 */
export async function submitRateBefore(databaseUrl: string): Promise<{ rps: number } | { missing: string }> {
  const git = (...args: string[]) => execFileSync('git', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim();
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
    fs.copyFileSync(path.resolve('tests/load/test-taking.ts'), path.join(dir, 'tests/load/test-taking-now.ts'));
    const runner = path.join(dir, 'tests/load/submit-before-run.ts');
    fs.writeFileSync(
      runner,
      `import { testTakingScenarios } from './test-taking-now.ts';\nconst r = await testTakingScenarios(process.argv[2], 10);\nconsole.log(JSON.stringify({ rps: r.submitRps }));\n`,
    );
    const run = spawnSync('npx', ['tsx', runner, database.url], { cwd: dir, encoding: 'utf8', timeout: 600_000 });
    const line = run.stdout.trim().split('\n').pop() ?? '';
    if (run.status !== 0 || !line.startsWith('{')) return { missing: `the run at ${SUBMIT_BEFORE_COMMIT} failed: ${(run.stderr || run.stdout).trim().split('\n').slice(-3).join(' ')}` };
    return JSON.parse(line) as { rps: number };
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
