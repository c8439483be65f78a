declare module 'virtual:tenant-themes' {
  import type { TenantManifest } from '../src/tenant/tenant-manifest';

  export interface StoryTenant {
    slug: string;
    manifest: TenantManifest;
    /** The manifest in each language the tenant offers (its name, hero and copy translated). */
    manifests: Record<string, TenantManifest>;
    /** @font-face rules of the tenant's fonts. */
    fontFaces: string;
    /** Declarations of every theme token as a CSS custom property. */
    variables: string;
  }

  const tenants: StoryTenant[];
  export default tenants;
}

/** Set by vitest.config.ts for each story-test project: the tenant whose theme the stories use. */
declare const __STORY_TENANT__: string | undefined;
/** The language a story-test project runs its stories in (vitest.config.ts); undefined in Storybook itself. */
declare const __STORY_LANGUAGE__: string | undefined;
