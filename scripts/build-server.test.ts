import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempTenantsDir, writeTenant } from '../tests/support/tenant-fixtures.ts';
import { isServerBuildCurrent } from './build-stamp.js';
import { buildServer } from './build-server.ts';

// Two folders below the checkout, as dist/server/main.js is: the files the server reads beside its code are found the same way.
const folder = path.join('dist', `server-test-${randomUUID()}`);
const bundle = path.join(folder, 'main.js');
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs the bundle as `npm start` does, without tsx; resolves once `ready` says so or it exits. */
function run(env: Record<string, string>, ready: () => Promise<boolean>) {
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
  const until = async (): Promise<'ready' | 'exited'> => {
    while (child.exitCode === null) {
      if (await ready().catch(() => false)) return 'ready';
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return 'exited';
  };
  return { until, stop: () => child.kill('SIGTERM'), exited: exited.finally(() => clearTimeout(timer)), stderr: () => stderr };
}

describe('the server bundle npm start runs', () => {
  it('serves a provider: migrations, the contract and the tenant code are found beside it', async () => {
    await buildServer(process.cwd(), folder);
    const root = tempTenantsDir();
    writeTenant(root, 'alpha');
    const port = await freePort();
    const ask = (url: string) => fetch(`http://127.0.0.1:${port}${url}`, { headers: { host: `alpha.localhost:${port}` } });
    const server = run({ TENANTS_DIR: root, PORT: String(port) }, async () => (await ask('/api/health')).ok);
    expect(await server.until()).toBe('ready');
    const manifest = await ask('/api/tenant/manifest');
    expect(manifest.status).toBe(200);
    expect(((await manifest.json()) as { slug: string }).slug).toBe('alpha');
    server.stop();
    expect(await server.exited).toBe(0);
  });

  it('stops naming the file, path and reason when a manifest is invalid', async () => {
    if (!fs.existsSync(bundle)) await buildServer(process.cwd(), folder);
    const root = tempTenantsDir();
    writeTenant(root, 'alpha', { manifest: { platformType: 'Gold' } });
    const server = run({ TENANTS_DIR: root, PORT: '0' }, async () => false);
    expect(await server.until()).toBe('exited');
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/Cannot start: Invalid tenant configuration \(1 problem\):\n\s+\S*alpha\/tenant\.yaml:\d+: platformType: /);
  });
});

describe('the server build stamp', () => {
  it('is current until a file the bundle holds changes or the bundle goes', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-build-'));
    fs.mkdirSync(path.join(root, 'server'));
    fs.writeFileSync(path.join(root, 'server/main.ts'), "import { greeting } from './greeting.ts';\nconsole.log(greeting);\n");
    fs.writeFileSync(path.join(root, 'server/greeting.ts'), "export const greeting: string = 'hello';\n");
    fs.writeFileSync(path.join(root, 'server/cluster-main.ts'), "import { greeting } from './greeting.ts';\nconsole.log(greeting, 'cluster');\n");
    fs.writeFileSync(path.join(root, 'server/unused.ts'), 'export {};\n');
    expect(isServerBuildCurrent(root)).toBe(false);
    await buildServer(root);
    expect(isServerBuildCurrent(root)).toBe(true);
    fs.writeFileSync(path.join(root, 'server/unused.ts'), 'export const nothing = 1;\n');
    expect(isServerBuildCurrent(root)).toBe(true);
    fs.writeFileSync(path.join(root, 'server/greeting.ts'), "export const greeting: string = 'hi';\n");
    expect(isServerBuildCurrent(root)).toBe(false);
    await buildServer(root);
    expect(isServerBuildCurrent(root)).toBe(true);
    fs.rmSync(path.join(root, 'dist/server/cluster-main.js'));
    expect(isServerBuildCurrent(root)).toBe(false);
    await buildServer(root);
    fs.rmSync(path.join(root, 'dist/server/main.js'));
    expect(isServerBuildCurrent(root)).toBe(false);
  });
});
