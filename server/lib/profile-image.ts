import sharp from 'sharp';
import { HttpError } from './errors.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const SIZE = 512;

/**
 * A profile picture, checked by its content (never its name or declared type), re-encoded as a
 * square WebP and stripped of every piece of metadata (location, camera, author).
 * sharp works off the event loop.
 */
export async function processProfileImage(input: Buffer): Promise<Buffer> {
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
    return await sharp(input, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(SIZE, SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(415, 'image: could not be read as a picture');
  }
}
