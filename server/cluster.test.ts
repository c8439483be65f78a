import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../tests/faults/server-process.ts';
import { createTestDatabase } from '../tests/support/test-database.ts';
import { describeWith } from '../tests/support/describe-with.ts';
import { serviceUrl } from '../tests/support/services.ts';

/** `npm run start:cluster` as a user runs it (the script, which refuses before building the web app). */
async function startCluster(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.resolve('scripts/start-cluster.js')], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

describe('npm run start:cluster', () => {
  it('refuses the embedded database, which one process owns', async () => {
    const { code, output } = await startCluster({});
    expect(code).toBe(1);
    expect(output).toContain('Cannot start: start:cluster needs DATABASE_URL (PostgreSQL)');
  });

  it('refuses to run without REDIS_URL: rate limits and the ticket chat must be shared', async () => {
    const { code, output } = await startCluster({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(output).toContain('Cannot start: start:cluster needs REDIS_URL');
  });
});

/** The pids of the workers that have started listening, in the cluster's log. */
const listeningPids = (output: string) =>
  new Set(
    output
      .split('\n')
      .filter((line) => line.includes('"msg":"Server listening'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid),
  );

async function until(condition: () => boolean, what: string, output: () => string): Promise<void> {
  for (let i = 0; i < 1200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!condition()) throw new Error(`${what} did not happen:\n${output().slice(-3000)}`);
}

// Workers share a PostgreSQL database and Redis (CI sets both URLs).
const redisUrl = serviceUrl('redis');
describeWith('postgres', 'redis')('a cluster of two workers (PostgreSQL and Redis)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let cluster: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
    cluster = await startServerProcess({
      entry: 'scripts/start-cluster.js',
      env: { CLUSTER_WORKERS: '2', DATABASE_URL: database.url!, REDIS_URL: redisUrl, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    });
    await until(() => listeningPids(cluster.output()).size === 2, 'two workers listening', cluster.output);
  });
  afterAll(async () => {
    await cluster?.dispose();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the built server on plain Node: the primary and every worker from dist/, none under tsx', () => {
    const commandLine = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    for (const pid of listeningPids(cluster.output())) {
      const worker = commandLine(pid);
      expect(worker.slice(1)).toEqual([path.resolve('dist/server/main.js')]);
      expect(fs.readFileSync(`/proc/${pid}/environ`, 'utf8')).not.toMatch(/tsx/);
    }
    expect(commandLine(cluster.pid()!).slice(1)).toEqual([path.resolve('scripts/start-cluster.js')]);
  });

  it('replaces a worker that dies, and keeps serving meanwhile', async () => {
    const [victim] = listeningPids(cluster.output());
    process.kill(victim!, 'SIGKILL');
    await until(() => listeningPids(cluster.output()).size === 3, 'a replacement worker listening', cluster.output);
    expect(cluster.output()).toMatch(
      new RegExp(`"worker":${victim},"exitCode":null,"signal":"SIGKILL","restartInMs":\\d+,"msg":"cluster: a worker died; starting another"`),
    );
    expect((await fetch(`${cluster.base}/api/ready`)).status).toBe(200);
  });

  it('drains every worker on SIGTERM to the primary, and exits 0 once all have shut down', async () => {
    cluster.signal('SIGTERM');
    expect(await cluster.exited()).toBe(0);
    expect(cluster.output().match(/"msg":"shut down"/g)).toHaveLength(2);
  });
});
