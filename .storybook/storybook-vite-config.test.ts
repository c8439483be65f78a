import { loadConfigFromFile, type PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import { APP_ONLY_PLUGINS, storybookViteConfig } from './storybook-vite-config.ts';

async function pluginNames(plugins: PluginOption[] = []): Promise<string[]> {
  const names: string[] = [];
  for (const plugin of await Promise.all(plugins)) {
    if (Array.isArray(plugin)) names.push(...(await pluginNames(plugin)));
    else if (plugin && 'name' in plugin) names.push(plugin.name);
  }
  return names;
}

// `npm run build-storybook` once failed because Storybook inherits vite.config.ts, whose boot
// script needs the app's route chunks. `npm run check` builds Storybook; this says why in a second.
describe("Storybook's Vite config", () => {
  it("drops the app's build-only plugins and page settings from vite.config.ts", async () => {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', process.cwd(), 'silent');
    const app = loaded!.config;
    expect(await pluginNames(app.plugins)).toEqual(expect.arrayContaining(APP_ONLY_PLUGINS));

    const storybook = await storybookViteConfig(app);
    const names = await pluginNames(storybook.plugins);
    expect(names.filter((name) => APP_ONLY_PLUGINS.includes(name))).toEqual([]);
    expect(names).toContain('storybook-tenant-themes');
    expect(storybook.html?.cspNonce).toBeUndefined();
    expect(storybook.build?.manifest).toBe(false);
    expect(storybook.root).toBe(process.cwd());
  });
});
