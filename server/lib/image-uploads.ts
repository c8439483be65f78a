import type { Sharp } from 'sharp';
import { HttpError } from './errors.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const SIZE = 512;
const ATTACHMENT_MAX_SIDE = 1600;

/**
 * A profile picture, checked by its content (never its name or declared type), re-encoded as a
 * square WebP and stripped of every piece of metadata (location, camera, author).
 * sharp works off the event loop.
 */
export const processProfileImage = (input: Buffer) => reencode(input, (image) => image.resize(SIZE, SIZE, { fit: 'cover', position: 'attention' }));

/** A ticket's screenshot: checked the same way, kept whole but at most 1600 px a side, WebP, no metadata. */
export const processAttachmentImage = (input: Buffer) =>
  reencode(input, (image) => image.resize(ATTACHMENT_MAX_SIDE, ATTACHMENT_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }));

async function reencode(input: Buffer, shape: (image: Sharp) => Sharp): Promise<Buffer> {
  // Loaded at the first upload, not at every start (sharp and libvips take a tenth of a second).
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new HttpError(415, 'image: must be a picture (JPEG, PNG, WebP, GIF, AVIF or HEIC)');
  }
  try {
    return await shape(sharp(input, { limitInputPixels: 50_000_000, animated: false }).rotate())
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(415, 'image: could not be read as a picture');
  }
}
