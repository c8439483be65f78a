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
