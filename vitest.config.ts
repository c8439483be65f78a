import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';

const tenantSlugs = fs
  .readdirSync('tenants', { withFileTypes: true })
  .filter((e) => e.isDirectory() && fs.existsSync(path.join('tenants', e.name, 'tenant.yaml')))
  .map((e) => e.name);

/** One story-test project per demo tenant: every story, a11y included, in every brand. */
const storyProjects = tenantSlugs.map((slug) => ({
  plugins: [storybookTest({ configDir: path.resolve('.storybook') })],
  define: { __STORY_TENANT__: JSON.stringify(slug) },
  test: {
    name: `stories:${slug}`,
    testTimeout: 30_000,
    // Stories render into a fresh root each and share no module state worth isolating: one page per
    // worker instead of one per file halves the time (150 s to 72 s a tenant on 2 cores).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' as const }],
    },
  },
}));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['shared/**/*.test.ts', '.storybook/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/faults/**/*.test.ts'],
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
