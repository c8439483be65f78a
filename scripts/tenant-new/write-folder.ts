import fs from 'node:fs';
import path from 'node:path';
import { FolderFiles } from '../../server/tenants/folder-files.ts';
import { TenantLoadError, type TenantProblem } from '../../server/tenants/tenant-error.ts';
import { readTenantFolder } from '../../server/tenants/tenant-reader.ts';
import { InputError } from './answers.ts';
import type { FileSource } from './tenant-files.ts';

/**
 * Writes the folder beside its final place under a dot-name (which the loader and a watching
 * server skip), validates it with the server's own reader, and only then renames it into place:
 * a failure at any step leaves nothing behind. Throws TenantLoadError when the folder would not
 * load, warnings included, naming files as they would be once in place.
 */
export async function writeTenantFolder(tenantsDir: string, slug: string, files: Record<string, FileSource>, shown: string): Promise<string> {
  fs.mkdirSync(tenantsDir, { recursive: true });
  const temp = fs.mkdtempSync(path.join(tenantsDir, `.new-${slug}-`));
  try {
    for (const [relative, source] of Object.entries(files)) {
      const file = path.join(temp, relative);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      if (typeof source === 'string') fs.writeFileSync(file, source);
      else fs.copyFileSync(source.copy, file);
    }
    const problems: TenantProblem[] = [];
    const tenant = readTenantFolder(await FolderFiles.of(temp), slug, shown, problems);
    problems.push(...(tenant?.warnings ?? []));
    if (problems.length > 0) throw new TenantLoadError(problems);
    const target = path.join(tenantsDir, slug);
    // Checked again: someone may have made the folder while this one was written.
    if (fs.existsSync(target)) throw new InputError([`--slug: "${slug}" is taken: ${target} already exists`]);
    fs.chmodSync(temp, 0o755); // mkdtemp makes it private to its owner
    fs.renameSync(temp, target);
    return target;
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}
