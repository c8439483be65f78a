import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SVG, tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { contentHash } from './content-hash.ts';
import { FolderFiles } from './folder-files.ts';

const hashOf = async (dir: string) => contentHash(await FolderFiles.of(dir));

describe('the content hash of a tenant folder', () => {
  it('is the same for the same files wherever the folder is', async () => {
    const a = writeTenant(tempTenantsDir(), 'alpha');
    const b = writeTenant(tempTenantsDir(), 'alpha');
    expect(await hashOf(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashOf(b)).toBe(await hashOf(a));
  });

  it.each([
    ['the manifest', 'tenant.yaml'],
    ['a content file', 'content/faqs.yaml'],
    ['a question bank file', 'content/bank/01-cardiology.yaml'],
    ['a footer page', 'content/pages/01-about.html'],
    ['an asset', 'assets/logo.svg'],
  ])('changes with %s', async (_what, file) => {
    const dir = writeTenant(tempTenantsDir(), 'alpha');
    const before = await hashOf(dir);
    fs.appendFileSync(path.join(dir, file), '\n');
    expect(await hashOf(dir)).not.toBe(before);
  });

  it('changes when a file the loader reads appears or goes, not with files it never reads', async () => {
    const dir = writeTenant(tempTenantsDir(), 'alpha');
    const before = await hashOf(dir);
    fs.writeFileSync(path.join(dir, 'README.md'), 'notes');
    fs.writeFileSync(path.join(dir, 'assets', 'LICENSE.txt'), 'OFL');
    expect(await hashOf(dir)).toBe(before);
    fs.writeFileSync(path.join(dir, 'assets', 'extra.svg'), SVG);
    expect(await hashOf(dir)).not.toBe(before);
    fs.rmSync(path.join(dir, 'assets', 'extra.svg'));
    fs.rmSync(path.join(dir, 'content', 'pages', '02-terms.html'));
    expect(await hashOf(dir)).not.toBe(before);
  });
});
