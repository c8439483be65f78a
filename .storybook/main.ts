import fs from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { storybookViteConfig } from './storybook-vite-config.ts';
import { storyAssetPrefix, TENANTS_DIR } from './tenant-themes-plugin.ts';

const tenantSlugs = fs
  .readdirSync(TENANTS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(TENANTS_DIR, entry.name, 'tenant.yaml')))
  .map((entry) => entry.name);

const config: StorybookConfig = {
  stories: ['./*.stories.tsx', '../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: tenantSlugs.map((slug) => ({ from: path.join(TENANTS_DIR, slug, 'assets'), to: storyAssetPrefix(slug) })),
  core: { disableTelemetry: true },
  // No onboarding checklist in the sidebar or guide in the menu: the workshop opens on the stories.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  viteFinal: storybookViteConfig,
};

export default config;
