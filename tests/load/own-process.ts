import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres } from './fresh-postgres.ts';
import type { TestTakingResults } from './test-taking.ts';

/**
 * test-taking.ts's scenario, from `cwd`'s code, in a process of its own: the bench's own process
 * has run every scenario before it (at stop 26 that slowed get-test and submit-test by a third or
 * more, run to run). PGlite when `databaseUrl` is undefined; without `getTest`, submit-test and the
 * storm only.
 */
export function scenarioInOwnProcess(
  cwd: string,
  scenario: string,
  databaseUrl: string | undefined,
  stormSize: number,
  getTest = true,
): TestTakingResults | { missing: string } {
  const runner = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-taking-')), 'run.mts'); // .mts: an ES module outside any package
  fs.writeFileSync(
    runner,
    `import { testTakingScenarios } from ${JSON.stringify(scenario)};\nconst r = await testTakingScenarios(process.argv[2] || undefined, ` +
      `${stormSize}, ${getTest});\nconsole.log(JSON.stringify(r));\n`,
  );
  try {
    const run = spawnSync('npx', ['tsx', runner, databaseUrl ?? ''], { cwd, encoding: 'utf8', timeout: 900_000 });
    const line = run.stdout.trim().split('\n').pop() ?? '';
    if (run.status !== 0 || !line.startsWith('{'))
      return { missing: `the run in ${cwd} failed: ${(run.stderr || run.stdout).trim().split('\n').slice(-3).join(' ')}` };
    return JSON.parse(line) as TestTakingResults;
  } finally {
    fs.rmSync(path.dirname(runner), { recursive: true, force: true });
  }
}

/**
 * The test-taking scenario with this checkout's code, measured as the rate before is: in a process
 * of its own, on a fresh PostgreSQL database of its own when `databaseUrl` is given.
 */
export async function testTakingInOwnProcess(databaseUrl: string | undefined, stormSize: number): Promise<TestTakingResults | { missing: string }> {
  const database = databaseUrl ? await freshPostgres(databaseUrl, 'bench_taking') : undefined;
  try {
    return scenarioInOwnProcess(process.cwd(), path.resolve('tests/load/test-taking.ts'), database?.url, stormSize);
  } finally {
    await database?.drop();
  }
}
