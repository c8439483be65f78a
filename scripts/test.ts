import { spawnSync } from 'node:child_process';

/**
 * `npm test`: everything that proves the product works, in one command. Unit, component, server
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), contract and story tests (Vitest), then
 * the end-to-end suite (Playwright in Debian Chromium against the real server). Every stage runs
 * even when an earlier one fails, so one run shows everything that is wrong.
 */
const stages: Array<[string, string[]]> = [
  ['Vitest: unit, component, server, contract and stories', ['vitest', 'run']],
  ['Playwright: end to end', ['playwright', 'test']],
];

const failed: string[] = [];
for (const [label, args] of stages) {
  process.stdout.write(`\n=== ${label}\n`);
  const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) failed.push(label);
}

if (failed.length > 0) {
  process.stderr.write(`\nFailed: ${failed.join('; ')}\n`);
  process.exit(1);
}
process.stdout.write('\nAll tests passed.\n');
