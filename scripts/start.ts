import { isBuildCurrent } from './build-stamp.ts';
import { buildWeb } from './build-web.ts';
import { preservingNodeEnv } from './preserving-node-env.ts';

/**
 * `npm start`: builds the web app when its sources changed since the last build (a no-op on an
 * already-built checkout), then runs the server in this process.
 */
if (!isBuildCurrent()) {
  process.stdout.write('Building the web app (first start or sources changed)...\n');
  await preservingNodeEnv(buildWeb);
}
await import('../server/main.ts');
