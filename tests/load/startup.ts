import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface StartupResult {
  label: string;
  /** From spawning `npm start` to the first page served, in milliseconds. */
  firstPageMs: number;
}

/** Starts the product as a user would (`npm start`) and times it until the landing page answers. */
export async function measureStartup(label: string, dataDir: string, port: number): Promise<StartupResult> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEFAULT_TENANT: 'wardround' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error(`${label}: no page within 120 s`);
      try {
        // fetch may not set Host, so the probe asks localhost, which serves DEFAULT_TENANT.
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.ok && (await response.text()).includes('<title>Wardround</title>')) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { label, firstPageMs: performance.now() - started };
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
