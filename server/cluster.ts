import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';

/** Why this environment cannot run several processes, or undefined when it can. */
export function clusterProblem(config: Pick<Config, 'databaseUrl' | 'redisUrl'>): string | undefined {
  if (!config.databaseUrl) {
    return 'start:cluster needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process. Use npm start for one process.';
  }
  if (!config.redisUrl) {
    return (
      'start:cluster needs REDIS_URL: the workers must share rate limits (or each would allow the full limit) and the ticket chat (or a message ' +
      'would reach only the sockets of the worker that stored it).'
    );
  }
  return undefined;
}

/** A worker that dies this soon after it started listening is restarted after a growing pause. */
const QUICK_DEATH_MS = 10_000;

/**
 * The primary of `npm run start:cluster`: one worker per core (CLUSTER_WORKERS to override), each
 * the normal server (server/main.ts) on the shared port. A worker that dies is replaced; one that
 * cannot start stops the cluster (its error is already printed). SIGTERM or SIGINT drains every
 * worker (each shuts down gracefully) and exits 0 once all have, 1 if any did not.
 */
export function runCluster(config: Config, log: FastifyBaseLogger): void {
  const count = config.clusterWorkers ?? os.availableParallelism();
  // Without AUTH_SECRET each worker would make its own; make the one they all read first.
  resolveAuthSecret(config.authSecret, config.dataDir);
  // The server beside this file: dist/server/main.js under start:cluster, server/main.ts under tsx.
  cluster.setupPrimary({ exec: fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './main.ts' : './main.js', import.meta.url)) });

  const listeningSince = new Map<Worker, number>();
  let stopping = false;
  let failed = false;
  let quickDeaths = 0;

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listeningSince.set(worker, performance.now()));
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'cluster: stopping every worker');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // Each worker keeps its own SHUTDOWN_TIMEOUT_SECONDS; this only guards against one that hangs anyway.
    setTimeout(
      () => {
        log.error('cluster: workers still running after their shutdown timeout; killing them');
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(1);
      },
      (config.shutdown.delaySeconds + config.shutdown.timeoutSeconds + 5) * 1000,
    ).unref();
    exitWhenAllGone();
  };

  const exitWhenAllGone = () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  };

  cluster.on('exit', (worker, code, signal) => {
    const since = listeningSince.get(worker);
    listeningSince.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      exitWhenAllGone();
      return;
    }
    if (since === undefined) {
      log.error({ worker: worker.process.pid, exitCode: code, signal }, 'cluster: a worker could not start; stopping');
      failed = true;
      stop('SIGTERM');
      return;
    }
    quickDeaths = performance.now() - since < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const pause = quickDeaths === 0 ? 0 : Math.min(30_000, 500 * 2 ** quickDeaths);
    log.warn({ worker: worker.process.pid, exitCode: code, signal, restartInMs: pause }, 'cluster: a worker died; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, pause);
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  log.info({ workers: count }, 'cluster: starting workers');
  for (let i = 0; i < count; i++) fork();
}
