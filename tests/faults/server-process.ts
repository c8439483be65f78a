import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port.ts';

export interface ServerOptions {
  /** Environment for the server on top of the defaults below (DATA_DIR or DATABASE_URL, SMTP_URL...). */
  env: NodeJS.ProcessEnv;
  /** Provider folders to serve (the caller's, kept); by default a copy of the Free demo, removed on dispose. */
  tenantsDir?: string;
  /** The program to run: server/main.ts (one server, under tsx) unless told, e.g. scripts/start-cluster.js (plain Node, as npm runs it). */
  entry?: string;
}

/**
 * The real server in its own process, started as `npm start` runs it (node + tsx on
 * server/main.ts, without building the web app), so a script can kill it with SIGKILL and start it
 * again on the same port and data.
 */
export async function startServerProcess({ env, tenantsDir: given, entry = 'server/main.ts' }: ServerOptions) {
  const port = await freePort();
  // One provider (the Free demo) is all a fault needs, and a restart then syncs only its folder.
  const tenantsDir = given ?? demoTenantsCopy(['sqe-commons']);
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  let output = '';

  async function start(): Promise<void> {
    child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', path.resolve(entry)] : [path.resolve(entry)], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        AUTH_SECRET: 'faults-secret-faults-secret-faults-secret-0123',
        TRUST_PROXY: 'loopback',
        ATTEMPT_SWEEP_SECONDS: '0',
        TENANTS_DIR: tenantsDir,
        DEFAULT_TENANT: 'sqe-commons',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = once(child, 'exit').then(([code]) => code as number | null);
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const started = performance.now();
    while (performance.now() - started < 120_000) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.slice(-2000)}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not start within 2 minutes:\n${output.slice(-2000)}`);
  }

  async function kill(signal: NodeJS.Signals): Promise<void> {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }

  await start();
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    start,
    /** kill -9: no shutdown, no flush, requests in flight are cut. */
    crash: () => kill('SIGKILL'),
    stop: () => kill('SIGTERM'),
    /** Sends a signal without waiting: see `exited`. */
    signal: (signal: NodeJS.Signals) => void child?.kill(signal),
    /** The exit code of the process's last run, once it has exited (null when killed by a signal). */
    exited: () => exited,
    /** Stops the server and removes what it was given. */
    async dispose() {
      await kill('SIGTERM');
      if (!given) fs.rmSync(tenantsDir, { recursive: true, force: true });
    },
    output: () => output,
    /** The process's id while it runs. */
    pid: () => child?.pid,
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/** A temporary folder with copies of the named demo providers; the caller removes it. */
export function demoTenantsCopy(slugs: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-tenants-'));
  for (const slug of slugs) fs.cpSync(path.resolve('tenants', slug), path.join(dir, slug), { recursive: true });
  return dir;
}
