import { runCluster, clusterProblem } from './cluster.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logging.ts';

/** The entry point of `npm run start:cluster` once the web app is built: the cluster's primary. */
try {
  const config = loadConfig(process.env);
  const problem = clusterProblem(config);
  if (problem) throw new ConfigError(problem);
  runCluster(config, createLogger(config));
} catch (error) {
  process.stderr.write(`\nCannot start: ${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n\n`);
  process.exit(1);
}
