import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCluster, clusterProblem } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger } from './logging.ts';

/**
 * The primary of `npm run start:cluster`: built into dist/server/cluster-main.js, which
 * scripts/start-cluster.js runs on plain Node, as `npm start` runs dist/server/main.js. The
 * environment is checked first, so a cluster that cannot share its state is refused before the web
 * app is built.
 */
export function clusterConfigOrExit(): Config {
  try {
    const config = loadConfig(process.env);
    const problem = clusterProblem(config);
    if (problem) throw new ConfigError(problem);
    return config;
  } catch (error) {
    return exitWith(error);
  }
}

export function startCluster(config: Config): void {
  try {
    runCluster(config, createLogger(config));
  } catch (error) {
    exitWith(error);
  }
}

function exitWith(error: unknown): never {
  process.stderr.write(`\nCannot start: ${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n\n`);
  process.exit(1);
}

// Run as a program (the fault scripts and tests run the TypeScript directly, under tsx).
if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) startCluster(clusterConfigOrExit());
