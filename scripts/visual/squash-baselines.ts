import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Vitest writes screenshots as full-colour PNGs; a baseline is re-encoded with a 256-colour
 * palette (libimagequant, no dithering), about a third of the size. The palette moves a pixel's
 * colour by far less than the comparison's threshold, so a squashed baseline still matches its
 * screenshot (`npm run test:visual` runs this after Vitest; already squashed files are skipped).
 */
export async function squashBaselines(dir: string): Promise<{ squashed: number; bytes: number }> {
  let squashed = 0;
  let bytes = 0;
  for (const file of pngFiles(dir)) {
    const png = fs.readFileSync(file);
    if (isPalettePng(png)) {
      bytes += png.length;
      continue;
    }
    const out = await sharp(png).removeAlpha().png({ palette: true, colours: 256, quality: 100, dither: 0, effort: 10, compressionLevel: 9 }).toBuffer();
    fs.writeFileSync(file, out);
    squashed += 1;
    bytes += out.length;
  }
  return { squashed, bytes };
}

function pngFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.png')).map((f) => path.join(dir, f));
}

/** Colour type 3 in the IHDR chunk (byte 25 of the file): indexed colour. */
const isPalettePng = (png: Buffer) => png.length > 25 && png[25] === 3;
