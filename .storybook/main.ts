import fs from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { storyAssetPrefix, tenantThemesPlugin, TENANTS_DIR } from './tenant-themes-plugin.ts';

const tenantSlugs = fs
  .readdirSync(TENANTS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(TENANTS_DIR, entry.name, 'tenant.yaml')))
  .map((entry) => entry.name);

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: tenantSlugs.map((slug) => ({ from: path.join(TENANTS_DIR, slug, 'assets'), to: storyAssetPrefix(slug) })),
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // The app's vite.config.ts roots Vite in src/; Storybook works from the project root.
    return mergeConfig({ ...viteConfig, root: process.cwd() }, { plugins: [tenantThemesPlugin()] });
  },
};

export default config;
