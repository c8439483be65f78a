import fs from 'node:fs';
import path from 'node:path';

/**
 * The visual check's settings, used by vitest.config.ts for each `stories:<tenant>` project: where
 * the baselines and the diffs live, how different a picture may be, and the fonts the browser may
 * use. The check itself is .storybook/story-screenshot.ts.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** Committed baselines: tests/visual/baselines/<tenant>/<component>/<story>.png, e.g. wardround/ui-button/primary.png. */
export const BASELINES_DIR = path.join(root, 'tests/visual/baselines');

/** A failed comparison writes <story-id>-actual.png and <story-id>-diff.png here (per tenant). */
export const DIFFS_DIR = path.resolve(process.env.VISUAL_DIFFS_DIR ?? path.join(root, 'test-results/visual'));

/**
 * `browser.expect.toMatchScreenshot` of one tenant's story project. Pixelmatch with its default
 * colour threshold (0.1 in YIQ) and anti-aliased pixels ignored, so a font rasterised a shade
 * differently passes; up to 50 other pixels may differ (a glyph's worth), never a changed colour,
 * border or layout. Playwright's screenshot already disables animations and transitions and
 * hides the caret.
 */
export function screenshotOptions(slug: string) {
  return {
    comparatorName: 'pixelmatch' as const,
    comparatorOptions: { threshold: 0.1, includeAA: false, allowedMismatchedPixels: 50 },
    resolveScreenshotPath: ({ arg, ext }: PathData) => path.join(BASELINES_DIR, slug, ...storyPath(arg, ext)),
    resolveDiffPath: ({ arg, ext }: PathData) => path.join(DIFFS_DIR, slug, ...storyPath(arg, ext)),
  };
}

interface PathData {
  arg: string;
  ext: string;
}

/** `ui-button__primary` (story ui-button--primary) to ui-button/primary.png: a folder per component. */
const storyPath = (arg: string, ext: string) => {
  const [component = arg, story = 'default'] = arg.split('__');
  return [component, `${story}${ext}`];
};

/**
 * A fontconfig file that shows the browser no installed font, only the tenant's own (its
 * assets/fonts). Text the web fonts cannot draw (a form control's default font, an SVG image's
 * `sans-serif`, a glyph outside the font's subset) then falls back to the same file on every
 * machine instead of whatever fonts that machine has, and rendering settings (hinting, subpixel
 * order) come from here, not from the machine's /etc/fonts. Written under node_modules/.cache.
 */
export function fontconfigFile(tenantsDir: string, slug: string): string {
  const dir = path.join(root, 'node_modules/.cache/visual-fontconfig', slug);
  const file = path.join(dir, 'fonts.conf');
  const fonts = path.join(root, 'node_modules/pdfjs-dist/standard_fonts'); void tenantsDir;
  const xml = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${escapeXml(fonts)}</dir>
  <cachedir>${escapeXml(path.join(dir, 'cache'))}</cachedir>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`;
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== xml) fs.writeFileSync(file, xml);
  return file;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
