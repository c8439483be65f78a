import type { Sharp } from 'sharp';
import { HttpError } from './errors.ts';

/** What a phone or a browser makes of a photo or a screenshot; TIFF, SVG and the rest are refused. */
const PROFILE_PICTURES = {
  formats: new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']),
  refusal: 'image: must be a picture (JPEG, PNG, WebP, GIF, AVIF or HEIC)',
};
/** A ticket's screenshot: the four formats the ticket form offers and the contract lists. */
const ATTACHMENTS = { formats: new Set(['jpeg', 'png', 'webp', 'gif']), refusal: 'image: must be a PNG, JPEG, WebP or GIF picture' };
const SIZE = 512;
const ATTACHMENT_MAX_SIDE = 1600;

/**
 * A profile picture, checked by its content (never its name or declared type), re-encoded as a
 * square WebP and stripped of every piece of metadata (location, camera, author).
 * sharp works off the event loop.
 */
export const processProfileImage = (input: Buffer) =>
  reencode(input, PROFILE_PICTURES, (image) => image.resize(SIZE, SIZE, { fit: 'cover', position: 'attention' }));

/** A ticket's screenshot: checked the same way (PNG, JPEG, WebP or GIF only), kept whole but at most 1600 px a side, WebP, no metadata. */
export const processAttachmentImage = (input: Buffer) =>
  reencode(input, ATTACHMENTS, (image) => image.resize(ATTACHMENT_MAX_SIDE, ATTACHMENT_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }));

async function reencode(input: Buffer, accepted: { formats: Set<string>; refusal: string }, shape: (image: Sharp) => Sharp): Promise<Buffer> {
  // Loaded at the first upload, not at every start (sharp and libvips take a tenth of a second).
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !accepted.formats.has(format)) throw new HttpError(415, accepted.refusal);
  try {
    return await shape(sharp(input, { limitInputPixels: 50_000_000, animated: false }).rotate())
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(415, 'image: could not be read as a picture');
  }
}
