import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/free-port.ts';
import { TEMPLATE } from '../../tests/support/test-app.ts';

/** A GET on the real server with a Host header, as a browser on <slug>.localhost sends it. */
function get(port: number, host: string, url = '/'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Asks until the server answers with the page or exits; the test's time-out is the only bound (a hang detector, not a clock). */
async function firstPage(port: number, host: string, child: ChildProcess): Promise<string> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const { status, body } = await get(port, host);
      if (status === 200) return body;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a provider made with tenant:new', () => {
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  });

  it('is served by the real server on <slug>.localhost in its name and colour', async () => {
    const tenantsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-'));
    const made = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/tenant-new.ts', '--slug', 'harbour', '--name', 'Harbour Nursing', '--primary', '#7a1f5c', '--yes'],
      {
        env: { ...process.env, TENANTS_DIR: tenantsDir },
        encoding: 'utf8',
      },
    );
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/primary #7a1f5c on-primary #ffffff \d+\.\d:1 AA/);

    // The built app's index.html stands in for dist/web: the server puts each tenant's head into it.
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: String(port),
        HOST: '127.0.0.1',
        TENANTS_DIR: tenantsDir,
        WEB_DIST_DIR: webDir,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')),
        DEFAULT_TENANT: 'harbour',
      },
      stdio: 'ignore',
    });

    const html = await firstPage(port, `harbour.localhost:${port}`, server);
    expect(html).toContain('<title>Harbour Nursing</title>');
    expect(html).toContain('--color-brand-primary:#7a1f5c;');
    expect(html).toContain('"name":"Harbour Nursing"');
    // The address ends with the logo's size as a fragment (#<width>x<height>), which is never sent.
    const logo = /"logo":"(\/tenant-assets\/logo\.svg\?v=[0-9a-f]+)(?:#\d+x\d+)?"/.exec(html)?.[1];
    expect(logo).toBeDefined();
    const svg = await get(port, `harbour.localhost:${port}`, logo);
    expect(svg.status).toBe(200);
    expect(svg.body).toContain('Harbour Nursing');
  }, 300_000);
});
