import { clusterProblem } from '../server/cluster.ts';
import { loadConfig } from '../server/config.ts';
import { isBuildCurrent } from './build-stamp.js';
import { buildWeb } from './build-web.ts';
import { preservingNodeEnv } from './preserving-node-env.ts';

/**
 * `npm run start:cluster`: several server processes on one machine (one per core), as `npm start`
 * runs one. Refuses what cannot be shared before building anything; builds the web app when its
 * sources changed; then starts the cluster's primary (server/cluster-main.ts).
 */
try {
  const problem = clusterProblem(loadConfig(process.env));
  if (problem) {
    process.stderr.write(`\nCannot start: ${problem}\n\n`);
    process.exit(1);
  }
} catch {
  // A bad environment is reported by the primary, in the server's words.
}
if (!isBuildCurrent()) {
  process.stdout.write('Building the web app (first start or sources changed)...\n');
  await preservingNodeEnv(buildWeb);
}
await import('../server/cluster-main.ts');
