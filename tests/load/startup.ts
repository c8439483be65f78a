import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres } from './fresh-postgres.ts';
import { editTenant, generateTenants } from './many-tenants.ts';
import { largestRssInGroup } from './process-rss.ts';

export interface StartupResult {
  label: string;
  /** From spawning `npm start` to the first page served, in milliseconds. */
  firstPageMs: number;
  /** The server process's resident memory once the first page was served, in MB (Linux). */
  rssMb?: number | undefined;
  /** Whether the 10 s budget applies (a start with nothing new to sync). */
  budgeted: boolean;
}

interface StartupOptions {
  /** TENANTS_DIR of the server; the demo folders when absent. */
  tenantsDir?: string;
  /** DATABASE_URL of the server; the embedded database in dataDir when absent. */
  databaseUrl?: string;
  timeoutMs?: number;
  /** Whether the 10 s budget applies (default: yes). */
  budgeted?: boolean;
  /** The provider whose page is awaited, served on localhost as DEFAULT_TENANT (default: Wardround). */
  awaited?: { slug: string; name: string };
}

/** Starts the product as a user would (`npm start`) and times it until the landing page answers. */
export async function measureStartup(label: string, dataDir: string, port: number, options: StartupOptions = {}): Promise<StartupResult> {
  const { timeoutMs = 120_000 } = options;
  const started = performance.now();
  const awaited = options.awaited ?? { slug: 'wardround', name: 'Wardround' };
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEFAULT_TENANT: awaited.slug };
  if (options.tenantsDir) env.TENANTS_DIR = options.tenantsDir;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn('npm', ['start'], { env, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      if (performance.now() - started > timeoutMs) throw new Error(`${label}: no page within ${timeoutMs / 1000} s`);
      try {
        // fetch may not set Host, so the probe asks localhost, which serves DEFAULT_TENANT.
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.ok && (await response.text()).includes(`<title>${awaited.name}</title>`)) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { label, firstPageMs: performance.now() - started, rssMb: largestRssInGroup(child.pid!), budgeted: options.budgeted ?? true };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
}

export async function startupScenarios(port: number): Promise<StartupResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const fresh = await measureStartup('npm start, new data folder (first run)', dataDir, port);
  const warm = await measureStartup('npm start, existing data folder', dataDir, port);
  const again = await measureStartup('npm start, existing data folder (again)', dataDir, port);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return [fresh, warm, again];
}

/**
 * `npm start` with `providers` provider folders (copies of the demo folders, many-tenants.ts):
 * the first start (every folder read, validated and synced into a new database), two starts with
 * nothing changed (the budget: 10 s), and one after a single folder changed. On the embedded
 * database, and on PostgreSQL in a database of its own when `databaseUrl` is given.
 */
export async function manyProvidersScenarios(port: number, providers: number, databaseUrl?: string): Promise<StartupResult[]> {
  const tenantsDir = generateTenants(providers);
  const results: StartupResult[] = [];
  try {
    for (const [name, serverUrl] of [
      ['PGlite', undefined],
      ['PostgreSQL', databaseUrl],
    ] as const) {
      if (name === 'PostgreSQL' && !serverUrl) continue;
      const own = serverUrl ? await freshPostgres(serverUrl, 'bench_startup') : undefined;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
      const start = (label: string, budgeted: boolean) =>
        measureStartup(`${name}: ${label}`, dataDir, port, { tenantsDir, databaseUrl: own?.url, timeoutMs: 3_600_000, budgeted });
      try {
        results.push(await start('first start (new data folder, first sync)', false));
        results.push(await start('nothing changed', true));
        results.push(await start('nothing changed (again)', true));
        // The first folder by name (ledgerline), never wardround: the probe waits for its title.
        editTenant(tenantsDir, fs.readdirSync(tenantsDir).sort()[0]!);
        results.push(await start('one folder changed', false));
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        await own?.drop();
      }
    }
  } finally {
    fs.rmSync(tenantsDir, { recursive: true, force: true });
  }
  return results;
}
