import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoTenantSlugs } from '../../tests/e2e/support/demo-tenants.ts';
import { loadTenants } from '../../server/tenants/loader.ts';
import { checkSvgImages, SVG_MAX_ELEMENTS } from './svg-images.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svg-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A tenant whose hero is `svg` (the other images are not SVG files). */
function tenantWithHero(svg: string) {
  const file = path.join(dir, `${Math.random()}.svg`);
  fs.writeFileSync(file, svg);
  const manifest = { brand: { logo: 'assets/logo.png' }, landing: { hero: { bannerImage: 'assets/hero.svg' }, about: {}, insight: {} } };
  const assets = new Map([['assets/hero.svg', { file, contentType: 'image/svg+xml', hash: 'x', size: svg.length }]]);
  return { manifest, assets } as unknown as Parameters<typeof checkSvgImages>[0];
}
const glyph = '<path id="g" d="M0 0h9v9h-9z"/>';

describe('SVG images the landing page draws on a phone', () => {
  it('warns of text drawn as hundreds of reused glyphs, naming the file, the image and the counts', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><defs>${glyph}</defs>${'<use href="#g" x="9"/>'.repeat(120)}</svg>`;
    const [finding, ...rest] = checkSvgImages(tenantWithHero(svg), 'tenants/acme');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ file: 'tenants/acme/assets/hero.svg', path: 'landing.hero.bannerImage', warning: true });
    expect(finding!.message).toMatch(/^is an SVG image of 123 elements \(120 of them <use>;/);
    expect(finding!.message).toContain('one path per line of text');
  });

  it('warns of too many elements without <use>, and passes a drawing under both limits', () => {
    expect(checkSvgImages(tenantWithHero(`<svg>${'<rect/>'.repeat(SVG_MAX_ELEMENTS)}</svg>`), 't')).toHaveLength(1);
    expect(checkSvgImages(tenantWithHero(`<svg>${'<rect/>'.repeat(SVG_MAX_ELEMENTS - 1)}</svg>`), 't')).toEqual([]);
  });

  it('passes the demo providers’ images', async () => {
    const tenants = await loadTenants('tenants');
    for (const slug of demoTenantSlugs)
      expect(
        checkSvgImages(
          tenants.find((t) => t.slug === slug)!,
          slug,
        ),
      ).toEqual([]);
  });
});
