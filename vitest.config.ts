import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';
import { fontconfigFile, screenshotOptions } from './tests/visual/visual-config.ts';
import { MAX_STORY_HEIGHT } from './tests/visual/story-frame.ts';

// The same folder the Storybook tenant-themes plugin reads (tests may move it, see there).
const tenantsDir = process.env.STORY_TENANTS_DIR ?? 'tenants';
const tenantSlugs = fs
  .readdirSync(tenantsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && fs.existsSync(path.join(tenantsDir, e.name, 'tenant.yaml')))
  .map((e) => e.name);

/** A tenant's languages other than its default (tenant.yaml's `languages` without `locale`). */
function otherLanguages(slug: string): string[] {
  const manifest = parse(fs.readFileSync(path.join(tenantsDir, slug, 'tenant.yaml'), 'utf8')) as { locale?: string; languages?: string[] };
  return (manifest.languages ?? []).filter((language) => language !== manifest.locale);
}

/** VISUAL=off runs the stories without comparing their screenshots (e.g. on macOS, whose fonts render differently). */
const visual = process.env.VISUAL !== 'off';

/**
 * Has every story file call the screenshot check itself, so its hooks are that file's: a setup
 * file runs once per page, and the story projects share the page between files (isolate: false).
 */
const screenshotCheck: Plugin = {
  name: 'story-screenshot-check',
  enforce: 'post',
  transform(code, id) {
    const file = id.split('?')[0]!;
    if (!file.endsWith('.stories.tsx') || file.includes('/node_modules/')) return undefined;
    const check = path.relative(path.dirname(file), path.resolve('.storybook/story-screenshot.ts')).split(path.sep).join('/');
    return {
      code:
        `${code}\nimport { checkScreenshots as __checkScreenshots } from ${JSON.stringify(check.startsWith('.') ? check : `./${check}`)};\n` +
        `__checkScreenshots();\n`,
      map: null,
    };
  },
};

/**
 * In a translated project, story files import storybook/test from .storybook/translated-test.ts:
 * their play functions name the en-GB texts, which that module looks for in the project's language.
 */
const translatedPlays: Plugin = {
  name: 'story-translated-plays',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'storybook/test' || !importer?.split('?')[0]!.endsWith('.stories.tsx')) return undefined;
    return path.resolve('.storybook/translated-test.ts');
  },
};

/**
 * One story-test project per tenant folder: every story, a11y included, in every brand, then its
 * screenshot compared with tests/visual/baselines/<tenant>/ (.storybook/story-screenshot.ts).
 * And one per other language a tenant offers (stories:wardround-ar): the same stories, play
 * functions included, in that language and its direction, against tests/visual/baselines/<tenant>-<language>/.
 */
const storyRuns = tenantSlugs.flatMap((slug) => [
  { slug, language: undefined as string | undefined },
  ...otherLanguages(slug).map((language) => ({ slug, language })),
]);
const storyProjects = storyRuns.map(({ slug, language }) => ({
  plugins: [storybookTest({ configDir: path.resolve('.storybook') }), ...(visual ? [screenshotCheck] : []), ...(language ? [translatedPlays] : [])],
  define: { __STORY_TENANT__: JSON.stringify(slug), ...(language ? { __STORY_LANGUAGE__: JSON.stringify(language) } : {}) },
  test: {
    name: `stories:${language ? `${slug}-${language}` : slug}`,
    testTimeout: 30_000,
    // Stories render into a fresh root each and share no module state worth isolating: one page per
    // worker instead of one per file halves the time (150 s to 72 s a tenant on 2 cores).
    isolate: false,
    // Where a failed screenshot comparison's images are copied for the reporter.
    attachmentsDir: 'test-results/vitest-attachments',
    setupFiles: ['.storybook/story-clock-setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // None of this machine's fonts: the same fallback fonts everywhere (tests/visual/visual-config.ts).
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: { ...process.env, FONTCONFIG_FILE: fontconfigFile() } },
        // Dates and numbers as a learner in the UK sees them, on any machine's time zone and language.
        // A window larger than the stories' frame (1200x900, grown to a tall story's height for its
        // picture), so Vitest never shrinks the frame to fit: a scaled picture blurs and shifts.
        contextOptions: { locale: 'en-GB', timezoneId: 'Europe/London', viewport: { width: 1280, height: MAX_STORY_HEIGHT + 60 } },
      }),
      instances: [{ browser: 'chromium' as const }],
      expect: { toMatchScreenshot: screenshotOptions(language ? `${slug}-${language}` : slug) },
    },
  },
}));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'shared/**/*.test.ts',
            '.storybook/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/faults/**/*.test.ts',
            'tests/visual/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/web-setup.ts'],
          // A hang detector, not a speed check: CI runs these beside three browsers and a database.
          testTimeout: 15_000,
        },
      },
      ...storyProjects,
    ],
  },
});
