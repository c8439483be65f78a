import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processAttachmentImage, processProfileImage } from './image-uploads.ts';

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b6470' } })
    .toFormat(format)
    .toBuffer();

/** The format sharp reads in what an upload became. */
const formatOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).format;

describe('uploaded pictures, by content', () => {
  it('takes PNG, JPEG, WebP and GIF for a ticket and re-encodes them as WebP', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const)
      expect(await formatOf(await processAttachmentImage(await picture(format))), format).toBe('webp');
  });

  it('refuses a TIFF or an AVIF for a ticket with 415, as the contract lists only four formats', async () => {
    for (const format of ['tiff', 'avif'] as const) {
      await expect(processAttachmentImage(await picture(format)), format).rejects.toMatchObject({
        statusCode: 415,
        message: 'image: must be a PNG, JPEG, WebP or GIF picture',
      });
    }
  });

  it('takes what phones take (AVIF included) for a profile, but not a TIFF', async () => {
    expect(await formatOf(await processProfileImage(await picture('avif')))).toBe('webp');
    await expect(processProfileImage(await picture('tiff'))).rejects.toMatchObject({
      statusCode: 415,
      message: 'image: must be a picture (JPEG, PNG, WebP, GIF, AVIF or HEIC)',
    });
  });
});
