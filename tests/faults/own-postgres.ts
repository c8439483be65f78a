import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port.ts';

/**
 * A PostgreSQL of the script's own, in a temporary folder (initdb), so a fault script can stop
 * and restart it: never the shared one. PostgreSQL refuses to run as root, so as root it runs as
 * the `postgres` user.
 */
export async function startOwnPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, { stdio: 'pipe', timeout: 60_000 });
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', path.join(dir, 'data'), '-w', '-t', '60', ...args]);
  const start = () => ctl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), 'start');
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server at once (open connections are cut), then starts it again after `downMs`. */
    async restart(downMs: number) {
      ctl('-m', 'fast', 'stop');
      await new Promise((resolve) => setTimeout(resolve, downMs));
      start();
    },
    stop() {
      try {
        ctl('-m', 'fast', 'stop');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export type OwnPostgres = Awaited<ReturnType<typeof startOwnPostgres>>;
