import type { PluginOption, UserConfig } from 'vite';
import { mailPreviewsPlugin } from './mail-previews-plugin.ts';
import { tenantThemesPlugin } from './tenant-themes-plugin.ts';

/**
 * Plugins of the app's vite.config.ts that only make sense for the app's own build. Storybook
 * reads that file too, and the boot script (scripts/vite/boot-script.ts) fails any build that
 * lacks the app's route chunks, which Storybook's bundle never has.
 */
export const APP_ONLY_PLUGINS = ['boot-script'];

/** The plugins without the app-only ones, nested arrays and promised plugins included. */
export async function withoutAppOnlyPlugins(plugins: PluginOption[] = []): Promise<PluginOption[]> {
  const kept: PluginOption[] = [];
  for (const plugin of await Promise.all(plugins)) {
    if (Array.isArray(plugin)) kept.push(await withoutAppOnlyPlugins(plugin));
    else if (plugin && !('name' in plugin && APP_ONLY_PLUGINS.includes(plugin.name))) kept.push(plugin);
  }
  return kept;
}

/**
 * Storybook's Vite config (main.ts viteFinal): the app's, rooted at the project (the app roots
 * Vite in src/), without the app-only plugins, the CSP nonce placeholder (the server fills it into
 * the app's page only) and the app's build manifest; plus the tenant themes and the server's emails and invoice.
 */
export async function storybookViteConfig(viteConfig: UserConfig): Promise<UserConfig> {
  const { mergeConfig } = await import('vite');
  const { html: _appOnly, ...rest } = viteConfig;
  const plugins = await withoutAppOnlyPlugins(viteConfig.plugins);
  return mergeConfig(
    { ...rest, root: process.cwd(), plugins, build: { ...viteConfig.build, manifest: false } },
    { plugins: [tenantThemesPlugin(), mailPreviewsPlugin()], optimizeDeps: { include: ['pdfjs-dist'] } },
  );
}
