/** An image's intrinsic size in CSS pixels. */
export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * The intrinsic size of an image, read from its own bytes: SVG (the root's width and height, or
 * its viewBox), PNG, GIF, JPEG and WebP headers. Undefined for any other format, or bytes it
 * cannot read: a missing size only means the page cannot reserve the image's box before it loads.
 * Pure and synchronous, as the asset scan (tenant-assets.ts) that calls it is.
 */
export function imageDimensions(bytes: Buffer, contentType: string): ImageDimensions | undefined {
  try {
    const found =
      contentType === 'image/svg+xml'
        ? svgDimensions(bytes.toString('utf8', 0, Math.min(bytes.length, SVG_HEAD_BYTES)))
        : (pngDimensions(bytes) ?? gifDimensions(bytes) ?? jpegDimensions(bytes) ?? webpDimensions(bytes));
    return found && found.width > 0 && found.height > 0 ? found : undefined;
  } catch {
    // A truncated header reads past the end (a RangeError): no size, never a failed scan.
    return undefined;
  }
}

/** The root <svg> tag is near the start; a comment or a prolog before it is short. */
const SVG_HEAD_BYTES = 64 * 1024;

function svgDimensions(head: string): ImageDimensions | undefined {
  const tag = /<svg\b([^>]*)>/i.exec(head.replace(/<!--[\s\S]*?-->/g, ''))?.[1];
  if (tag === undefined) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined);
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const ratio = box?.length === 4 && box[2]! > 0 && box[3]! > 0 ? { width: box[2]!, height: box[3]! } : undefined;
  // As a browser sizes it: the attributes that are lengths, the other side from the viewBox's proportions.
  if (width && height) return rounded(width, height);
  if (!ratio) return undefined;
  if (width) return rounded(width, (width * ratio.height) / ratio.width);
  if (height) return rounded((height * ratio.width) / ratio.height, height);
  return rounded(ratio.width, ratio.height);
}

/** A length in px or without a unit; anything else (%, em, mm) depends on where the image is shown. */
function pixels(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(?:px)?\s*$/i.exec(value);
  const number = match ? Number(match[1]) : 0;
  return number > 0 ? number : undefined;
}

const rounded = (width: number, height: number): ImageDimensions => ({ width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) });

const startsWith = (bytes: Buffer, ascii: string, at = 0) => bytes.length >= at + ascii.length && bytes.toString('latin1', at, at + ascii.length) === ascii;

/** PNG: the IHDR chunk comes first, right after the 8-byte signature. */
function pngDimensions(bytes: Buffer): ImageDimensions | undefined {
  if (!startsWith(bytes, '\x89PNG\r\n\x1a\n') || !startsWith(bytes, 'IHDR', 12)) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** GIF: the logical screen's size, little-endian, after the 6-byte signature. */
function gifDimensions(bytes: Buffer): ImageDimensions | undefined {
  if (!startsWith(bytes, 'GIF87a') && !startsWith(bytes, 'GIF89a')) return undefined;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** JPEG: walks the markers to the first start-of-frame (SOF0..SOF15 but DHT C4, JPG C8, DAC CC). */
function jpegDimensions(bytes: Buffer): ImageDimensions | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    if (marker === 0xda || marker === 0xd9) return undefined; // scan data or the end before any frame
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

/** WebP: a RIFF file whose first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpDimensions(bytes: Buffer): ImageDimensions | undefined {
  if (!startsWith(bytes, 'RIFF') || !startsWith(bytes, 'WEBP', 8)) return undefined;
  if (startsWith(bytes, 'VP8 ', 12)) {
    // The key frame's start code, then 14-bit width and height (the top 2 bits are scaling).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (startsWith(bytes, 'VP8L', 12)) {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(bytes, 'VP8X', 12)) return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}
