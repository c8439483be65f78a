import path from 'node:path';
import type { Plugin } from 'vite';
import { cssVariableDeclarations } from '../shared/theme/css-variables.ts';
import { loadTenants, type LoadedTenant } from '../server/tenants/loader.ts';
import { publicManifest } from '../server/tenants/public-manifest.ts';
import type { LanguageCode } from '../shared/i18n/languages.ts';

const VIRTUAL_ID = 'virtual:tenant-themes';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The demo tenants; tests may point STORY_TENANTS_DIR elsewhere (tests/visual/visual-regression.test.ts). */
export const TENANTS_DIR = path.resolve(process.env.STORY_TENANTS_DIR ?? path.join(import.meta.dirname, '../tenants'));

let loading: Promise<LoadedTenant[]> | undefined;
/** The demo tenant folders, read once per Storybook process (it takes seconds) for every plugin that needs them. */
export const demoTenants = () => (loading ??= loadTenants(TENANTS_DIR));

/** Where Storybook serves each tenant's assets folder (see staticDirs in main.ts). */
export const storyAssetPrefix = (slug: string) => `/tenant-files/${slug}/`;

/**
 * Exposes the demo tenants to the preview as `virtual:tenant-themes`: each tenant's public
 * manifest (asset URLs pointed at Storybook's static folders) and its CSS (fonts and variables),
 * read from the real tenant folders with the server's own loader.
 */
export function tenantThemesPlugin(): Plugin {
  return {
    name: 'storybook-tenant-themes',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const tenants = await demoTenants();
      return `export default ${JSON.stringify(tenants.map(storyTenant))};`;
    },
  };
}

function storyTenant(tenant: LoadedTenant) {
  const rewrite = (url: string) => url.replace(/^\/tenant-assets\//, storyAssetPrefix(tenant.slug)).replace(/\?v=.*$/, '');
  const manifestIn = (language?: LanguageCode) => publicManifest({ ...tenant, id: '00000000-0000-4000-8000-000000000000' }, language);
  const manifest = manifestIn();
  const fonts = manifest.fonts.map((f) => ({ ...f, url: rewrite(f.url) }));
  const fontFaces = fonts
    .map(
      (f) =>
        `@font-face{font-family:${JSON.stringify(f.family)};src:url(${JSON.stringify(f.url)}) format("woff2");` +
        `font-weight:${f.weight};font-style:${f.style};font-display:swap}`,
    )
    .join('');
  const forStories = (each: typeof manifest) => ({
    ...each,
    logo: rewrite(each.logo),
    favicon: rewrite(each.favicon),
    fonts,
    hero: each.hero && { ...each.hero, bannerImage: each.hero.bannerImage && rewrite(each.hero.bannerImage) },
  });
  return {
    slug: tenant.slug,
    manifest: forStories(manifest),
    manifests: Object.fromEntries(manifest.languages.map((language) => [language, forStories(manifestIn(language))])),
    fontFaces,
    variables: cssVariableDeclarations(tenant.theme),
  };
}
