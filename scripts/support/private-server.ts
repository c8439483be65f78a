import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { startServerProcess } from '../../tests/e2e/support/server-process.ts';

export class ChromiumMissingError extends Error {
  constructor() {
    super(`Chromium was not found at ${chromiumPath} (install Debian's chromium, or set CHROMIUM_PATH).`);
  }
}

/**
 * The real server, as `npm start` runs it (building the app first if its sources changed), on a
 * free port with a fresh embedded database of its own, serving `tenantsDir`. Nothing of the
 * caller's environment's storage is used: DATABASE_URL and REDIS_URL are cleared.
 */
export async function startPrivateServer(tenantsDir: string, defaultTenant: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-check-data-'));
  const server = await startServerProcess(port, {
    DATA_DIR: dataDir,
    TENANTS_DIR: tenantsDir,
    DEFAULT_TENANT: defaultTenant,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    WATCH_TENANTS: 'false',
    NODE_ENV: 'development',
    ...env,
  });
  return {
    port,
    origin: (slug: string) => `http://${slug}.localhost:${port}`,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) throw new ChromiumMissingError();
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
