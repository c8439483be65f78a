import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { isBuildCurrent, isServerBuildCurrent } from './build-stamp.js';

/**
 * `npm start`: builds the web app and the server when their sources changed since the last build
 * (a no-op on a built checkout), then runs the built server, dist/server/main.js, in this process.
 * Plain JavaScript on plain Node on purpose: under tsx every module the server loads (ours and the
 * packages', about a thousand) went through tsx's loader thread, over a second of each start.
 * TypeScript runs only to build, in a child process.
 */
function build(script, what) {
  process.stdout.write(`Building ${what} (first start or sources changed)...\n`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

if (!isBuildCurrent()) build('scripts/build-web.ts', 'the web app');
if (!isServerBuildCurrent()) build('scripts/build-server.ts', 'the server');
process.setSourceMapsEnabled(true);
await import('../dist/server/main.js');
