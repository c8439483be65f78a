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
 *
 * The capture is not raced against the wall clock (`timeout: 0`; Vitest's default gives up after
 * 5 s and reports "Could not capture a stable screenshot"). Its wait exists for pages that are
 * still moving, and nothing in a story under test moves: the clock and the app's timers stand
 * still (.storybook/story-clock.ts) and animations are ended before the picture
 * (.storybook/story-screenshot.ts). So a picture that matches takes one capture, one that differs
 * two (the second shows it is still), however long a loaded machine takes for each: on this
 * 2-core machine under a full `vitest run` with three busy processes beside it, single captures
 * took up to 3.4 s, so a 5 s race fails a still story at random. The story test's own time-out
 * still bounds a hang.
 */
export function screenshotOptions(slug: string) {
  return {
    timeout: 0,
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
 * A fontconfig file that shows the browser none of this machine's fonts: only the fonts pdfjs-dist
 * ships (Liberation Sans; Foxit serif and fixed-width), pinned by package-lock.json. The stories'
 * text is in the tenant's web fonts (the check waits for them and fails if one does not load);
 * whatever else is drawn with a system font (a form control's default font, an SVG image's
 * `sans-serif`, a glyph outside a web font's subset) then looks the same on every machine, and
 * rendering settings (hinting, subpixel order) come from here, not from /etc/fonts. The tenant's
 * own files cannot be listed here: Chromium then refuses the same files as web fonts.
 */
export function fontconfigFile(): string {
  const dir = path.join(root, 'node_modules/.cache/visual-fontconfig');
  const file = path.join(dir, 'fonts.conf');
  const fonts = path.join(root, 'node_modules/pdfjs-dist/standard_fonts');
  if (!fs.existsSync(fonts)) throw new Error(`Visual check: ${fonts} is missing (run npm install)`);
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
