import { spawnSync } from 'node:child_process';
import { BASELINES_DIR } from '../../tests/visual/visual-config.ts';
import { squashBaselines } from './squash-baselines.ts';
import { visualTestArgs } from './visual-args.ts';

/**
 * `npm run test:visual`: every story of every tenant folder, with its screenshot compared with
 * its baseline (tests/visual/baselines/<tenant>/). `-- --update` renews the baselines that differ
 * and writes the missing ones (`-- --update src/ui/button` those of some stories); either way new
 * baselines are then squashed to a palette. Other arguments go to Vitest (visual-args.ts).
 */
const run = spawnSync('npx', ['vitest', ...visualTestArgs(process.argv.slice(2))], { stdio: 'inherit', env: process.env });

const { squashed, bytes } = await squashBaselines(BASELINES_DIR);
if (squashed > 0) process.stdout.write(`\nSquashed ${squashed} new baseline(s) in ${BASELINES_DIR}; review and commit them.\n`);
process.stdout.write(`Baselines: ${(bytes / 1024 / 1024).toFixed(1)} MB.\n`);
process.exit(run.status ?? 1);
