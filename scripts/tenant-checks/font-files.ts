import fs from 'node:fs';
import type { ServedTenant } from '../../server/tenants/loader.ts';
import type { TenantProblem } from '../../server/tenants/tenant-error.ts';

/** A problem a check found; a warning is reported without failing the check. */
export type Finding = TenantProblem & { warning?: boolean };

/** The first four bytes of the font formats a browser loads. */
const SIGNATURES: ReadonlyArray<[string, string]> = [
  ['774f4632', 'WOFF2'], // wOF2
  ['774f4646', 'WOFF'], // wOFF
  ['4f54544f', 'OpenType (CFF)'], // OTTO
  ['00010000', 'TrueType'],
  ['74727565', 'TrueType'], // true
];

/**
 * Font files the browser would refuse: the loader checks that each declared font file exists,
 * not that it is a font (a renamed .ttf zip, an HTML error page saved as .woff2, an empty file).
 */
export function checkFontFiles(tenant: ServedTenant, shown: string): Finding[] {
  return tenant.manifest.fonts.flatMap((font, i) => {
    const asset = tenant.assets.get(font.file);
    if (!asset) return []; // the loader reports it missing
    const head = readHead(asset.file);
    const signature = SIGNATURES.find(([hex]) => head.toString('hex') === hex);
    const problem = (message: string) => [{ file: `${shown}/${font.file}`, path: `fonts[${i}] (${font.family} ${font.weight})`, message }];
    if (!signature)
      return problem(
        `is not a font file (it starts with ${describeHead(head)}, a WOFF2 file starts with "wOF2"): ` +
          `browsers fall back to the next font of theme.font.family; export it again as .woff2`,
      );
    if (signature[1] !== 'WOFF2')
      return problem(`is a ${signature[1]} file named .woff2: browsers load it, but WOFF2 is smaller; convert it (e.g. woff2_compress)`).map((p) => ({
        ...p,
        warning: true,
      }));
    return [];
  });
}

function readHead(file: string): Buffer {
  const handle = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(4);
    return head.subarray(0, fs.readSync(handle, head, 0, 4, 0));
  } finally {
    fs.closeSync(handle);
  }
}

function describeHead(head: Buffer): string {
  if (head.length === 0) return 'nothing: it is empty';
  const printable = [...head].every((byte) => byte >= 0x20 && byte < 0x7f);
  return printable ? `"${head.toString('latin1')}"` : `bytes ${head.toString('hex')}`;
}
