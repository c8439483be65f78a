import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import tenants from 'virtual:tenant-themes';
import { installStoryClock, storyClock } from './story-clock';
import { StoryProviders } from './story-providers';

const ALL = 'all';

const directionOf = (value: unknown): 'ltr' | 'rtl' => (value === 'rtl' ? 'rtl' : 'ltr');

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
    direction: {
      description: 'Text direction of the page: <html dir>, as a right-to-left language sets it',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // `npm test` runs every story once per demo tenant (vitest.config.ts sets __STORY_TENANT__), so
  // the a11y check, colour contrast included, covers each brand. "All tenants" is for designers.
  // Each story starts at the same instant with no timer left waiting by the last one.
  beforeEach: () => storyClock.reset(),
  initialGlobals: { tenant: typeof __STORY_TENANT__ === 'string' ? __STORY_TENANT__ : tenants[0]?.slug, direction: 'ltr' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  decorators: [
    (Story, context) => {
      // The whole page turns, as the app's language switch turns it; set before the story renders.
      document.documentElement.dir = directionOf(context.globals.direction);
      const chosen = tenants.filter((t) => context.globals.tenant === ALL || t.slug === context.globals.tenant);
      return (
        <>
          {(chosen.length ? chosen : tenants).map((tenant) => (
            <StoryProviders key={tenant.slug} tenant={tenant} label={chosen.length > 1 ? tenant.manifest.name : undefined}>
              <Story />
            </StoryProviders>
          ))}
        </>
      );
    },
  ],
};

export default preview;
