import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { previewTenant, SCREENS, VIEWPORTS } from './tenant-preview.ts';

/** Width and height from a PNG's header (IHDR), and whether it is a PNG at all. */
function pngSize(file: string): { png: boolean; width: number; height: number } {
  const head = fs.readFileSync(file).subarray(0, 24);
  return {
    png: head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    width: head.readUInt32BE(16),
    height: head.readUInt32BE(20),
  };
}

describe('npm run tenant:preview', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('writes the landing, sign-in, dashboard, take-test and check-answers screens at phone and desktop width', { timeout: 180_000 }, async () => {
    const files = await previewTenant('sqe-commons', out, path.resolve('tenants'));
    const expected = VIEWPORTS.flatMap((v) => SCREENS.map((screen) => path.join(out, `${screen}-${v.name}.png`)));
    expect(files.sort()).toEqual(expected.sort());
    expect(fs.readdirSync(out)).toHaveLength(10);
    for (const viewport of VIEWPORTS) {
      for (const screen of SCREENS) {
        const file = path.join(out, `${screen}-${viewport.name}.png`);
        const size = pngSize(file);
        // A drawn screen, not a blank or placeholder one: these are 25 KB to 550 KB here.
        expect({ file: path.basename(file), ...size, big: fs.statSync(file).size > 15_000 }).toEqual({
          file: path.basename(file),
          png: true,
          width: viewport.width,
          height: expect.any(Number),
          big: true,
        });
        expect(size.height).toBeGreaterThanOrEqual(viewport.height);
      }
    }
    // Ten different pictures: a screen shot before it drew looks like the others' placeholders.
    expect(new Set(files.map((f) => createHash('sha256').update(fs.readFileSync(f)).digest('hex'))).size).toBe(10);
  });
});
