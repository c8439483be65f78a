import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenantsCopy, startServerProcess, type ServerProcess } from '../../tests/faults/server-process.ts';
import { TEMPLATE } from '../../tests/support/test-app.ts';
import { writeTenant } from '../../tests/support/tenant-fixtures.ts';

/**
 * `npm run dev` (WATCH_TENANTS=true): the running server sees a tenant folder edited, broken or
 * added, syncs it into its database and serves it from the next page, with no restart. Against
 * the real server in its own process, on a copy of a demo provider.
 */
describe('watching the tenant folders (WATCH_TENANTS)', () => {
  let server: ServerProcess;
  let root: string;
  let dataDir: string;
  let dist: string;
  let manifest: string;

  beforeAll(async () => {
    root = demoTenantsCopy(['sqe-commons']);
    manifest = path.join(root, 'sqe-commons', 'tenant.yaml');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-data-'));
    // A built page, so the landing's HTML is rendered per loaded tenant and kept, as in production.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    server = await startServerProcess({ tenantsDir: root, env: { WATCH_TENANTS: 'true', DATA_DIR: dataDir, WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await server?.dispose();
    for (const dir of [root, dataDir, dist]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A page as the browser on `host` gets it (the server believes X-Forwarded-Host from loopback). */
  const page = async (host: string, url = '/') => {
    const response = await fetch(`${server.base}${url}`, { headers: { 'x-forwarded-host': host } });
    return { status: response.status, body: await response.text() };
  };
  /** Polls until `done` holds, for at most 20 s (a bound against hanging, not a speed check). */
  const eventually = async <T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> => {
    const deadline = performance.now() + 20_000;
    for (;;) {
      const value = await read();
      if (done(value) || performance.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const printedSince = (mark: number) => server.output().slice(mark);

  it('serves an edited name and colour from the next page, then keeps it through a broken edit, and names the problem', async () => {
    expect((await page('sqe-commons.localhost')).body).toContain('<title>SQE Commons</title>');
    const good = fs
      .readFileSync(manifest, 'utf8')
      .replace('name: SQE Commons', 'name: SQE Commons Renamed')
      .replace("primary: '#5a24b4'", "primary: '#3d1a7a'");
    fs.writeFileSync(manifest, good);
    const renamed = await eventually(
      () => page('sqe-commons.localhost'),
      (p) => p.body.includes('<title>SQE Commons Renamed</title>'),
    );
    expect(renamed.body).toContain('<title>SQE Commons Renamed</title>');
    expect(renamed.body).toContain('--color-brand-primary:#3d1a7a;');
    expect((await page('sqe-commons.localhost', '/api/tenant/manifest')).body).toContain('"name":"SQE Commons Renamed"');

    // A schema error: the file with its line, the path and the reason.
    let mark = server.output().length;
    fs.writeFileSync(manifest, good.replace('platformType: Free', 'platformType: Sometimes'));
    const schemaError = await eventually(
      () => printedSince(mark),
      (out) => out.includes('still serving the last good version'),
    );
    expect(schemaError).toMatch(/not served: still serving the last good version[^\n]*\n\s+\S*sqe-commons\/tenant\.yaml:\d+: platformType: Invalid option/);
    expect((await page('sqe-commons.localhost')).body).toContain('<title>SQE Commons Renamed</title>');

    // A YAML syntax error: the file with its line and the reason.
    mark = server.output().length;
    fs.writeFileSync(manifest, good.replace('name: SQE Commons Renamed', 'name: [SQE Commons'));
    const syntaxError = await eventually(
      () => printedSince(mark),
      (out) => out.includes('still serving the last good version'),
    );
    expect(syntaxError).toMatch(/\n\s+\S*sqe-commons\/tenant\.yaml:\d+: YAML syntax error: /);
    expect((await page('sqe-commons.localhost', '/api/tenant/manifest')).body).toContain('"name":"SQE Commons Renamed"');

    mark = server.output().length;
    fs.writeFileSync(manifest, good);
    expect(
      await eventually(
        () => printedSince(mark),
        (out) => out.includes('Tenant folders in'),
      ),
    ).not.toContain('not served');
  });

  it('serves a new folder on its host, and stops serving a removed one', async () => {
    expect((await page('newcomer.localhost')).status).toBe(404);
    writeTenant(root, 'newcomer', { platformType: 'Free' });
    const added = await eventually(
      () => page('newcomer.localhost'),
      (p) => p.status === 200,
    );
    expect(added.body).toContain('<title>Newcomer Academy</title>');

    fs.rmSync(path.join(root, 'newcomer'), { recursive: true });
    expect(
      (
        await eventually(
          () => page('newcomer.localhost'),
          (p) => p.status === 404,
        )
      ).status,
    ).toBe(404);
    // Still watching after the folder went (Node's watcher can stop when a folder goes mid-scan).
    fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').replace('name: SQE Commons Renamed', 'name: SQE Commons Again'));
    expect(
      (
        await eventually(
          () => page('sqe-commons.localhost'),
          (p) => p.body.includes('<title>SQE Commons Again</title>'),
        )
      ).body,
    ).toContain('<title>SQE Commons Again</title>');
  });
});
