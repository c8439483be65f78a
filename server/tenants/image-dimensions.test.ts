import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageDimensions } from './image-dimensions.ts';

const SVG = 'image/svg+xml';
const svg = (root: string) => Buffer.from(`<?xml version="1.0"?>\n<!-- <svg width="1" height="1"> -->\n${root}<rect/></svg>`);

/** A 37 x 21 picture written by a real encoder (sharp, libvips), in the given format. */
const encoded = (format: (image: Sharp) => Sharp) =>
  format(sharp({ create: { width: 37, height: 21, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } })).toBuffer();

describe('the intrinsic size of a tenant image', () => {
  it('reads every image of the tenant folders in the checkout as its own width and height', () => {
    const root = path.resolve(import.meta.dirname, '../../tenants');
    const strip = fs.readFileSync(path.join(root, 'wardround/assets/bank/ecg-rhythm-strip-01.svg'));
    expect(imageDimensions(strip, SVG)).toEqual({ width: 983, height: 228 });
    const svgs = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /^[^/]+\/assets\/.*\.svg$/.test(file.split(path.sep).join('/')));
    expect(svgs.length).toBeGreaterThan(50);
    for (const file of svgs) {
      const bytes = fs.readFileSync(path.join(root, file));
      // Every one of them states its size on its root, in unitless pixels.
      const tag = /<svg\b[^>]*>/.exec(bytes.toString('utf8'))![0];
      const [width, height] = [/\swidth="(\d+)"/.exec(tag)![1], /\sheight="(\d+)"/.exec(tag)![1]].map(Number);
      expect(imageDimensions(bytes, SVG), file).toEqual({ width, height });
    }
  });

  it.each([
    ['width and height in px', '<svg width="120px" height="80px" viewBox="0 0 12 8">', { width: 120, height: 80 }],
    ['fractional sizes, rounded', '<svg width="10.4" height="20.6">', { width: 10, height: 21 }],
    ['only a viewBox', '<svg viewBox="0 0 983 228">', { width: 983, height: 228 }],
    ['a viewBox with commas', "<svg viewBox='0,0,40,30'>", { width: 40, height: 30 }],
    ['a width and the viewBox proportions', '<svg width="200" viewBox="0 0 40 30">', { width: 200, height: 150 }],
    ['a height and the viewBox proportions', '<svg height="60" viewBox="0 0 40 30">', { width: 80, height: 60 }],
    ['percentages, falling back to the viewBox', '<svg width="100%" height="100%" viewBox="0 0 40 30">', { width: 40, height: 30 }],
    ['other units, falling back to the viewBox', '<svg width="10cm" height="5em" viewBox="0 0 40 30">', { width: 40, height: 30 }],
  ])('reads an SVG with %s', (_what, root, size) => {
    expect(imageDimensions(svg(root), SVG)).toEqual(size);
  });

  it.each([
    ['no size at all', '<svg>'],
    ['percentages and no viewBox', '<svg width="100%" height="50%">'],
    ['a zero-sized viewBox', '<svg viewBox="0 0 0 10">'],
    ['a broken viewBox', '<svg viewBox="0 0 wide">'],
  ])('has no size for an SVG with %s', (_what, root) => {
    expect(imageDimensions(svg(root), SVG)).toBeUndefined();
  });

  it.each([
    ['PNG', (i: Sharp) => i.png()],
    ['GIF', (i: Sharp) => i.gif()],
    ['baseline JPEG', (i: Sharp) => i.jpeg()],
    ['progressive JPEG', (i: Sharp) => i.jpeg({ progressive: true })],
    ['JPEG with a metadata segment before its frame', (i: Sharp) => i.withMetadata({ density: 300 }).jpeg()],
    ['lossy WebP with alpha (VP8X)', (i: Sharp) => i.webp()],
    ['lossy WebP without alpha (VP8)', (i: Sharp) => i.removeAlpha().webp()],
    ['lossless WebP (VP8L)', (i: Sharp) => i.removeAlpha().webp({ lossless: true })],
  ])('reads a %s from its header', async (_format, format) => {
    const bytes = await encoded(format);
    // The content type is not trusted for raster formats: the bytes say what they are.
    expect(imageDimensions(bytes, 'image/png')).toEqual({ width: 37, height: 21 });
  });

  it('reads the formats from small hand-made headers too', () => {
    const png = Buffer.alloc(24);
    png.write('\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR', 'latin1');
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageDimensions(png, 'image/png')).toEqual({ width: 640, height: 480 });

    const gif = Buffer.from('GIF89a\x80\x02\xe0\x01', 'latin1');
    expect(imageDimensions(gif, 'image/gif')).toEqual({ width: 640, height: 480 });

    // SOI, an APP0 of 4 bytes, fill bytes, then SOF2 (progressive): precision 8, height 480, width 640.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xff, 0xc2, 0, 11, 8, 0x01, 0xe0, 0x02, 0x80, 3, 0, 0, 0]);
    expect(imageDimensions(jpeg, 'image/jpeg')).toEqual({ width: 640, height: 480 });

    const vp8x = Buffer.alloc(30);
    vp8x.write('RIFF\0\0\0\0WEBPVP8X', 'latin1');
    vp8x.writeUIntLE(639, 24, 3);
    vp8x.writeUIntLE(479, 27, 3);
    expect(imageDimensions(vp8x, 'image/webp')).toEqual({ width: 640, height: 480 });
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'image/png'],
    ['a PNG cut off in its header', Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR\0\0', 'latin1'), 'image/png'],
    ['a JPEG with no frame before its scan', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0, 0, 0, 0]), 'image/jpeg'],
    ['a JPEG cut off in a segment', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0]), 'image/jpeg'],
    ['a PNG of zero width', Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR', 'latin1'), Buffer.alloc(8)]), 'image/png'],
    ['an icon', Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0]), 'image/x-icon'],
    ['text in an SVG file', Buffer.from('not an image'), SVG],
  ])('has no size for %s', (_what, bytes, type) => {
    expect(imageDimensions(bytes, type)).toBeUndefined();
  });
});
