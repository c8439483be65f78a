import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MAIL_CATCHER_SMTP_PORT } from './ports.ts';

export interface ServerProcess {
  port: number;
  /** SIGTERM: a graceful stop. */
  stop: () => Promise<void>;
  /** SIGKILL: the process dies at once, as in a crash or a machine lost. */
  kill: () => Promise<void>;
}

/**
 * Starts the real server (`npm start`'s entry) as its own process on `port` and `env`'s database, with mail
 * to the suite's catcher; resolves once its health check answers.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`,
      MAIL_FROM: 'no-reply@e2e.example',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited (${child.exitCode}):\n${output.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server process did not answer within 60 s:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const signal = (name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(name);
    });
  return { port, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

/** A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server; drop() removes it. */
export async function freshPostgres(serverUrl: string) {
  const name = `e2e_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-uploads-'));
  return {
    url: url.toString(),
    /** Uploads shared by the processes, as a shared volume would be. */
    dataDir,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
