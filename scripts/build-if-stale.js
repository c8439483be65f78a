import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { isBuildCurrent, isServerBuildCurrent } from './build-stamp.js';

/**
 * What `npm start` and `npm run start:cluster` build before they run dist/: the web app and the
 * server bundles, each only when its sources changed since its last build. TypeScript runs only
 * here, in a child process; a failed build exits with its status.
 */
function build(script, what) {
  process.stdout.write(`Building ${what} (first start or sources changed)...\n`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

export function buildWebIfStale() {
  if (!isBuildCurrent()) build('scripts/build-web.ts', 'the web app');
}

export function buildServerIfStale() {
  if (!isServerBuildCurrent()) build('scripts/build-server.ts', 'the server');
}
