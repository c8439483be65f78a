import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTenantsDir, writeTenant } from '../tests/support/tenant-fixtures.ts';

/** Runs the server as `npm start` does (minus the build) and collects what it prints until it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, LOG_LEVEL: 'silent', PORT: '0', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('starting the server', () => {
  it('stops with a clear message when DATABASE_URL is set but unreachable', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/app' });
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot start: Cannot reach the database at postgres://nobody:***@127.0.0.1:1/app');
    expect(stderr).not.toContain('secret');
  });

  it('stops naming the file, path and reason when a manifest is invalid', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha', { manifest: { platformType: 'Gold' } });
    const { code, stderr } = await start({ TENANTS_DIR: root });
    expect(code).toBe(1);
    expect(stderr).toMatch(/Cannot start: Invalid tenant configuration \(1 problem\):\n\s+\S*alpha\/tenant\.yaml:\d+: platformType: /);
  });

  it('stops naming the variable when the environment is invalid', async () => {
    const { code, stderr } = await start({ PORT: 'http' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/Cannot start: Invalid environment:\n\s+PORT: /);
  });

  it('stops when DEFAULT_TENANT is not a tenant', async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha');
    const { code, stderr } = await start({ TENANTS_DIR: root, DEFAULT_TENANT: 'omega' });
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot start: DEFAULT_TENANT "omega" is not a tenant folder; choose one of: alpha');
  });
});
