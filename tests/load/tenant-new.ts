import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateTenants } from './many-tenants.ts';
import { measureStartup } from './startup.ts';

export interface TenantNewResult {
  label: string;
  /** `npm run tenant:new -- … --yes`, start to exit. */
  tenantNewMs: number;
  /** Then `npm start` until the new provider's landing page is served. */
  firstPageMs: number;
}

/**
 * From nothing to a new provider's first branded page: `npm run tenant:new -- … --yes` beside the
 * demo providers, then `npm start` until its landing page answers. Once on a new data folder (the
 * first start: everything synced), then three times more, each a new provider and a restart of a
 * data folder that holds the others already (only the new folder is synced).
 */
export async function tenantNewScenarios(port: number): Promise<TenantNewResult[]> {
  const tenantsDir = generateTenants(3);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const results: TenantNewResult[] = [];
  try {
    for (const [i, slug] of ['harbour', 'quay', 'lantern', 'meadow'].entries()) {
      const name = `${slug[0]!.toUpperCase()}${slug.slice(1)} Academy`;
      const started = performance.now();
      const made = spawnSync(
        'npm',
        ['run', '-s', 'tenant:new', '--', '--slug', slug, '--name', name, '--primary', '#7a1f5c', '--hosts', `${slug}.example.org`, '--yes'],
        {
          env: { ...process.env, TENANTS_DIR: tenantsDir },
          encoding: 'utf8',
        },
      );
      if (made.status !== 0) throw new Error(`tenant:new failed: ${made.stderr}`);
      const tenantNewMs = performance.now() - started;
      const label = i === 0 ? 'new data folder (first start)' : `data folder with the others synced (${i})`;
      const { firstPageMs } = await measureStartup(label, dataDir, port, { tenantsDir, awaited: { slug, name } });
      results.push({ label, tenantNewMs, firstPageMs });
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(tenantsDir, { recursive: true, force: true });
  }
  return results;
}
