import { constants, crc32, deflateRawSync } from 'node:zlib';

/** gzip's header: magic, deflate, no flags, no time, no extra flags, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

/** The start of a body compressed once (see gzipStart). */
export interface GzipStart {
  /** Deflate blocks ending on a full flush: byte-aligned, nothing after them refers back into them. */
  deflated: Buffer;
  crc: number;
  length: number;
}

/**
 * Compresses the part many answers share once, for `gzipWithEnd` to finish with each answer's own
 * end. The result is one gzip member, as browsers need (Chromium reads only the first of several
 * concatenated members): the start's deflate blocks end on a full flush, the end's blocks come from
 * a fresh compressor and so refer only to themselves, and the trailer's CRC-32 continues the start's.
 */
export function gzipStart(start: Buffer): GzipStart {
  return { deflated: deflateRawSync(start, { finishFlush: constants.Z_FULL_FLUSH }), crc: crc32(start), length: start.length };
}

/** The gzip of the start and `end` together: only `end` (a few hundred bytes) is compressed now. */
export function gzipWithEnd(start: GzipStart, end: Buffer): Buffer {
  const deflatedEnd = deflateRawSync(end);
  const trailer = Buffer.allocUnsafe(8);
  // Node's crc32 of nothing is 0 whatever value it continues, so an empty end keeps the start's.
  trailer.writeUInt32LE(end.length > 0 ? crc32(end, start.crc) : start.crc, 0);
  trailer.writeUInt32LE((start.length + end.length) % 2 ** 32, 4);
  return Buffer.concat([HEADER, start.deflated, deflatedEnd, trailer]);
}

/** A body compressed once in parts, with short strings of each answer's own to go between them (see gzipWithSlots). */
export interface GzipSlotted {
  parts: GzipStart[];
  texts: Buffer[];
}

/** Compresses each part on its own (byte-aligned, referring only to itself), once for many answers. */
export function gzipSlotted(parts: string[]): GzipSlotted {
  const texts = parts.map((part) => Buffer.from(part));
  return { parts: texts.map(gzipStart), texts };
}

/**
 * The gzip of parts[0] + slots[0] + parts[1] + … + the last part: only the slots (a few bytes
 * each, e.g. one request's CSP nonces) are new, put in stored (uncompressed) deflate blocks
 * between the parts' blocks; the trailer's CRC-32 runs over the whole text.
 */
export function gzipWithSlots({ parts, texts }: GzipSlotted, slots: string[]): Buffer {
  if (slots.length !== parts.length - 1) throw new Error(`gzipWithSlots: ${parts.length} parts take ${parts.length - 1} slots, not ${slots.length}`);
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    chunks.push(part.deflated);
    crc = crc32(texts[i]!, crc);
    length += part.length;
    const slot = i < slots.length ? Buffer.from(slots[i]!) : undefined;
    if (!slot) return;
    if (slot.length > 0xffff) throw new Error('gzipWithSlots: a slot holds at most 65,535 bytes');
    // A stored block: not final, type 00, padded to the byte; its length and the length's complement.
    const head = Buffer.from([0, slot.length & 0xff, slot.length >> 8, ~slot.length & 0xff, (~slot.length >> 8) & 0xff]);
    chunks.push(head, slot);
    crc = crc32(slot, crc);
    length += slot.length;
  });
  // The final block: stored and empty.
  chunks.push(Buffer.from([1, 0, 0, 0xff, 0xff]));
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
