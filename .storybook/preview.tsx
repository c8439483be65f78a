import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import tenants from 'virtual:tenant-themes';
import { installStoryClock, storyClock } from './story-clock';
import { StoryProviders, TenantColumns } from './story-providers';
import { loadTenantFonts } from './tenant-fonts';
import { LANGUAGES, SOURCE_LANGUAGE, type LanguageCode } from '../shared/i18n/languages';
import { loadCatalog } from '../src/i18n/load-catalog';
import { setPageLanguage } from '../src/i18n/page-language';
import type { Catalog } from '../src/i18n/catalogs/catalog-from';
import { failOnContractMismatches } from '../tests/support/api-contract';

const ALL = 'all';

const directionOf = (value: unknown): 'ltr' | 'rtl' => (value === 'rtl' ? 'rtl' : 'ltr');
/** The tenants a story shows: the one chosen in the toolbar, or all of them side by side. */
const tenantsShown = (chosen: unknown) => {
  const some = tenants.filter((t) => chosen === ALL || t.slug === chosen);
  return some.length ? some : tenants;
};

// Time stands still in every story, as in its screenshot (story-clock.ts).
installStoryClock();

// findBy* and waitFor give up after 1 s by default: a figure or a lazy chunk can take longer
// while three brands' browsers run at once. This is a hang bound, not a speed check.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  globalTypes: {
    tenant: {
      description: 'Which demo tenant’s theme and copy the stories use',
      toolbar: {
        title: 'Tenant',
        icon: 'paintbrush',
        items: [{ value: ALL, title: 'All tenants, side by side' }, ...tenants.map((t) => ({ value: t.slug, title: t.manifest.name }))],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Which language the stories speak (right-to-left ones mirror the page)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((l) => ({ value: l.code, title: l.name, right: l.dir === 'rtl' ? 'RTL' : undefined })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction of the page: the language’s own, or forced to see a layout mirror with English text',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'language', title: 'As the language writes' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The chosen language's strings load before the story renders, as the app loads them before its
  // first render; so do the tenants' fonts, so that nothing is measured in a fallback font.
  loaders: [
    async ({ globals }) => {
      const [catalog] = await Promise.all([loadCatalog(String(globals.language ?? SOURCE_LANGUAGE)), loadTenantFonts(tenantsShown(globals.tenant))]);
      return { catalog };
    },
  ],
  // `npm test` runs every story once per demo tenant (vitest.config.ts sets __STORY_TENANT__), so
  // the a11y check, colour contrast included, covers each brand. "All tenants" is for designers.
  // Each story starts at the same instant with no timer left waiting by the last one.
  beforeEach: () => storyClock.reset(),
  // A story's fetch stub answered with what the contract does not allow (a fixture drifted from the API): the story fails.
  afterEach: () => failOnContractMismatches(),
  initialGlobals: {
    tenant: typeof __STORY_TENANT__ === 'string' ? __STORY_TENANT__ : tenants[0]?.slug,
    language: typeof __STORY_LANGUAGE__ === 'string' ? __STORY_LANGUAGE__ : SOURCE_LANGUAGE,
    direction: 'language',
  },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  decorators: [
    (Story, context) => {
      // The whole page turns, as the app's language switch turns it; set before the story renders.
      const language = (context.globals.language ?? SOURCE_LANGUAGE) as LanguageCode;
      setPageLanguage(language);
      if (context.globals.direction === 'ltr' || context.globals.direction === 'rtl') document.documentElement.dir = directionOf(context.globals.direction);
      const { catalog } = context.loaded as { catalog?: Catalog };
      const shown = tenantsShown(context.globals.tenant);
      // One tenant (as every story test and screenshot renders) fills the canvas as it always has.
      if (shown.length === 1) {
        return (
          <StoryProviders tenant={shown[0]!} language={language} catalog={catalog}>
            <Story />
          </StoryProviders>
        );
      }
      // "All tenants": a column each, side by side, wrapping under one another on a narrow window.
      return (
        <TenantColumns>
          {shown.map((tenant) => (
            <StoryProviders key={tenant.slug} tenant={tenant} language={language} catalog={catalog} label={tenant.manifest.name}>
              <Story />
            </StoryProviders>
          ))}
        </TenantColumns>
      );
    },
  ],
};

export default preview;
