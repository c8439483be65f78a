import { spawnSync } from 'node:child_process';
import { chromaticPlan } from './chromatic-plan.ts';

/**
 * `npm run chromatic`: publishes the Storybook to Chromatic for visual review when
 * CHROMATIC_PROJECT_TOKEN is set (the CLI reads it from the environment, never from a file);
 * says it skipped and exits 0 when not. Arguments after `--` go to the chromatic CLI.
 */
const plan = chromaticPlan(process.env, process.argv.slice(2));
if ('skip' in plan) {
  process.stdout.write(`${plan.skip}\n`);
  process.exit(0);
}
for (const [command, args] of plan.steps) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
