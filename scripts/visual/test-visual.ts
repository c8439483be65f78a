import { spawnSync } from 'node:child_process';
import { BASELINES_DIR } from '../../tests/visual/visual-config.ts';
import { squashBaselines } from './squash-baselines.ts';

/**
 * `npm run test:visual`: every story of every tenant folder, with its screenshot compared with
 * its baseline (tests/visual/baselines/<tenant>/). `-- --update` renews the baselines that differ
 * and writes the missing ones; either way new baselines are then squashed to a palette. Other
 * arguments go to Vitest (`-- --project stories:wardround src/ui/button`).
 */
const args = process.argv.slice(2);
const projects = args.includes('--project') ? [] : ['--project', 'stories:*'];
const run = spawnSync('npx', ['vitest', 'run', ...projects, ...args], { stdio: 'inherit', env: process.env });

const { squashed, bytes } = await squashBaselines(BASELINES_DIR);
if (squashed > 0) process.stdout.write(`\nSquashed ${squashed} new baseline(s) in ${BASELINES_DIR}; review and commit them.\n`);
process.stdout.write(`Baselines: ${(bytes / 1024 / 1024).toFixed(1)} MB.\n`);
process.exit(run.status ?? 1);
