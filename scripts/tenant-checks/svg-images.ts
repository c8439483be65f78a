import fs from 'node:fs';
import type { ServedTenant } from '../../server/tenants/loader.ts';
import type { Finding } from './font-files.ts';

/** Past these, an SVG image is heavy work for a phone's main thread (the demo illustrations: 80-160 elements, no <use>). */
export const SVG_MAX_ELEMENTS = 300;
export const SVG_MAX_USES = 50;

/**
 * The brand's and landing page's SVG images that would keep a phone busy as the page loads: a
 * browser parses, styles, lays out and paints an SVG image on its main thread, every element and
 * every <use> (a copy of what it points at) one more, so an illustration whose text is drawn as
 * hundreds of reused glyphs blocks taps for a tenth of a second on a mid-range phone. A warning:
 * the image shows as drawn.
 */
export function checkSvgImages(tenant: Pick<ServedTenant, 'manifest' | 'assets'>, shown: string): Finding[] {
  const { brand, landing } = tenant.manifest;
  const images: Array<[string, string | undefined]> = [
    ['brand.logo', brand.logo],
    ['landing.hero.bannerImage', landing.hero.bannerImage],
    ['landing.about.image', landing.about.image],
    ['landing.insight.image', landing.insight.image],
  ];
  return images.flatMap(([where, file]) => {
    const asset = file && /\.svg$/i.test(file) ? tenant.assets.get(file) : undefined;
    if (!asset) return [];
    const svg = fs.readFileSync(asset.file, 'utf8');
    const elements = svg.match(/<[a-zA-Z]/g)?.length ?? 0;
    const uses = svg.match(/<use\b/g)?.length ?? 0;
    if (elements <= SVG_MAX_ELEMENTS && uses <= SVG_MAX_USES) return [];
    return [
      {
        file: `${shown}/${file}`,
        path: where,
        warning: true,
        message:
          `is an SVG image of ${elements} elements (${uses} of them <use>; a page loads best under ${SVG_MAX_ELEMENTS} and ${SVG_MAX_USES}): ` +
          'a browser draws an SVG image on the main thread as the page loads, which keeps a phone from answering taps; ' +
          'merge repeated shapes into single paths (text drawn as reused glyphs: one path per line of text), or export it as a WebP image',
      },
    ];
  });
}
