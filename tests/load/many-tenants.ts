import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';

const DEMOS_DIR = path.resolve('tenants');

/** Host of generated provider `n` (1-based), the same for every run: benches look them up. */
export const generatedHost = (n: number) => `provider-${String(n).padStart(4, '0')}.example.com`;

/**
 * Makes a tenants folder of `count` providers for benchmarks: the demo folders as they are, then
 * copies of them in turn under new slugs (`p0004-wardround`), names and hosts (generatedHost), so
 * every host stays unique. Files are copied, never hard-linked: a bench that edits a copy must
 * not edit the demo folder it came from. Returns the folder; the caller removes it.
 */
export function generateTenants(count: number, target = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tenants-'))): string {
  const demos = fs
    .readdirSync(DEMOS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !/^[._]/.test(e.name))
    .map((e) => e.name)
    .sort();
  for (let n = 1; n <= count; n++) {
    const demo = demos[(n - 1) % demos.length]!;
    if (n <= demos.length) {
      fs.cpSync(path.join(DEMOS_DIR, demo), path.join(target, demo), { recursive: true });
      continue;
    }
    const slug = `p${String(n).padStart(4, '0')}-${demo}`;
    fs.cpSync(path.join(DEMOS_DIR, demo), path.join(target, slug), { recursive: true });
    renameCopy(path.join(target, slug, 'tenant.yaml'), n);
  }
  return target;
}

/** Gives a copy its own name and hosts, keeping the rest of its manifest (comments included). */
function renameCopy(manifestFile: string, n: number): void {
  const doc = parseDocument(fs.readFileSync(manifestFile, 'utf8'));
  doc.set('name', `${String(doc.get('name'))} ${n}`);
  doc.set('hosts', [generatedHost(n), `www.${generatedHost(n)}`]);
  fs.writeFileSync(manifestFile, doc.toString());
}

/** Changes one generated provider's name, so the next start finds exactly one folder changed. */
export function editTenant(tenantsDir: string, slug: string): void {
  const manifestFile = path.join(tenantsDir, slug, 'tenant.yaml');
  const doc = parseDocument(fs.readFileSync(manifestFile, 'utf8'));
  doc.set('name', `${String(doc.get('name'))} (edited)`);
  fs.writeFileSync(manifestFile, doc.toString());
}
