import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { vitestFailures } from './support/vitest-failures.ts';

/**
 * `npm test`: everything that proves the product works, in one command. Unit, component, server
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), contract and story tests (Vitest), then
 * the end-to-end suite (Playwright in Debian Chromium against the real server). Every stage runs
 * even when an earlier one fails, so one run shows everything that is wrong, and the last lines name
 * each failed Vitest test again: a CI log that keeps only its tail still says what failed.
 */
const vitestReport = 'test-results/vitest-report.json';
const stages: Array<[string, string[]]> = [
  ['Vitest: unit, component, server, contract and stories', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]],
  ['Playwright: end to end', ['playwright', 'test']],
];

fs.rmSync(vitestReport, { force: true });
const failed: string[] = [];
for (const [label, args] of stages) {
  process.stdout.write(`\n=== ${label}\n`);
  const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) failed.push(label);
}

if (failed.length > 0) {
  const recap = vitestFailures(vitestReport);
  if (recap.length > 0) process.stderr.write(`\nVitest failures:\n${recap.join('\n')}\n`);
  process.stderr.write(`\nFailed: ${failed.join('; ')}\n`);
  process.exit(1);
}
process.stdout.write('\nAll tests passed.\n');
