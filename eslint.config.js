import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importBoundaries from './eslint/import-boundaries.js';
import kebabCaseFilename from './eslint/kebab-case-filename.js';
import logicalProperties from './eslint/logical-properties.js';
import noCycleCountingTypes from './eslint/no-cycle-counting-types.js';

const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : [];
const serverModules = fs
  .readdirSync('server/modules', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
/** A server module's public face: the only file of it that code outside the module may import. */
const moduleFaces = serverModules.map((area) => `./${area}/index.ts`);

/** Server infrastructure never reaches up into modules, plugins or the app (its tests may, to assemble a server). */
const infrastructureZone = {
  target: ['./server/lib', './server/db', './server/http', './server/mail', './server/storage', './server/rate-limit', './server/tenants'],
  from: ['./server/modules', './server/plugins', './server/app.ts'],
  message: 'Infrastructure (lib, db, http, mail, storage, rate-limit, tenants) imports no module, plugin or app.',
};

/** A module sits below the plugins and the app (app -> plugins -> modules): it imports none of them, nor what starts the server. */
const modulesBelowAppZone = {
  target: './server/modules',
  from: ['./server/plugins', './server/app.ts', './server/start-server.ts', './server/main.ts', './server/cluster-main.ts'],
  message: 'A module imports no plugin, nor the app or the files that start the server (app -> plugins -> modules).',
};

/** Tests may reach up, to assemble a server (module-shape.test.ts reads the app's contract). */
const assemblyZones = [infrastructureZone, modulesBelowAppZone];

/** A web feature's public face: the only file of it that code outside the features may import. */
const featureFaces = features.map((feature) => `./features/${feature}/index.ts`);

/**
 * The staff inbox (src/staff) is an app of its own beside the learners' one. It uses the shared web
 * layers, a feature only through its index.ts, and four named files of the app shell. Those four
 * stay in src/app rather than move to a layer both apps import: they are the shell's own wiring
 * (providers, the main area with a route's loading placeholder, toasts closing as the route changes), the learners'
 * app is where they belong, and naming them keeps the rest of the shell (routes, layouts, session
 * guards) out of the staff app's reach.
 */
const staffAppShell = ['./app/app-providers.tsx', './app/close-toasts-on-route-change.tsx', './app/route-fallback.tsx', './app/route-main.tsx'];
const staffZone = {
  target: './src/staff',
  from: './src',
  except: ['./staff', './ui', './lib', './api', './tenant', './theme', './i18n', ...featureFaces, ...staffAppShell],
  message:
    'The staff app uses the shared web layers, a feature only through its index.ts, ' +
    'and of the app shell only app-providers, route-main, route-fallback and close-toasts-on-route-change.',
};
/** The staff app's stories and tests draw the tickets feature's story data too (not part of its index: no app code needs it). */
const staffStoriesZone = {
  ...staffZone,
  except: [...staffZone.except, './features/tickets/components/story-fixtures.ts', './features/tickets/story-server.ts'],
};

/** Imports run one way (DESIGN.md section 2). */
const boundaries = [
  { target: './src', from: './server', message: 'The web app never imports server code; share through openapi/schema.gen.ts or shared/.' },
  { target: './server', from: './src', message: 'The server never imports web code; share through openapi/schema.gen.ts or shared/.' },
  { target: './shared', from: ['./src', './server', './scripts', './tests'], message: 'shared/ is neutral code both sides import; it imports neither.' },
  {
    target: ['./src/ui', './src/lib', './src/tenant', './src/theme', './src/api', './src/i18n'],
    from: ['./src/features', './src/app', './src/staff'],
    message: 'Shared web layers never import features, the app shell or the staff app.',
  },
  { target: './src/features', from: ['./src/app', './src/staff'], message: 'Features never import the app shell or the staff app.' },
  staffZone,
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'No feature imports another feature: move what both need to ui/, api/ or tenant/.',
  })),
  // Server: app -> plugins -> modules -> lib/db (DESIGN.md section 2).
  infrastructureZone,
  modulesBelowAppZone,
  ...serverModules.map((area) => ({
    target: `./server/modules/${area}`,
    from: './server/modules',
    except: [`./${area}`, './module.ts', ...moduleFaces],
    message: "A module uses another only through its index.ts (the module's public face), never its routes, service, repo or views.",
  })),
  {
    target: ['./server/app.ts', './server/plugins', './server/start-server.ts', './server/main.ts', './scripts', './tests'],
    from: './server/modules',
    except: ['./all-modules.ts', './module.ts', ...moduleFaces],
    message: "Code outside the modules reaches them through all-modules.ts or a module's index.ts.",
  },
];

const timerGlobals = ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'];
const timersMessage = 'App timers go through timers.after / timers.every (src/lib/timers.ts), which a story under test holds still.';

const literalColour = '/#[0-9a-fA-F]{3,8}\\b|\\brgba?\\(|\\bhsla?\\(/';

/**
 * Sizes from tokens, pragmatically. Spacing (margin, padding, gap) always has a token, so a px or
 * rem length in those properties is refused: 0 and em (optical nudges that follow the text) pass.
 * The control sizes (layout.control and layout.controlLarge, read from the base tokens so the rule
 * follows them, in rem and in px) are distinctive, so any literal equal to one is the token
 * written by hand. Lengths with no token stay allowed: 1px to 4px borders and outlines, and a
 * layout's own measures (a page's max-width, a placeholder's height). The smaller size tokens
 * (layout.option 3rem, layout.marker 2rem) share their values with unrelated lengths, so review,
 * not lint, keeps to them.
 * Template parts are matched one at a time: `padding: ${a} 1rem` slips through, a rare shape.
 */
const controlSizes = [...fs.readFileSync('shared/theme/base-tokens.ts', 'utf8').matchAll(/^\s*control\w*: t\('([\d.]+)rem'/gm)].flatMap(([, rem]) => [
  `${rem}rem`,
  `${Number(rem) * 16}px`,
]);
if (controlSizes.length === 0) throw new Error('eslint.config.js: no layout.control* tokens found in shared/theme/base-tokens.ts');
const sizes = controlSizes.map((size) => size.replace('.', '\\.')).join('|');
const literalSpacing = '/(^|[\\s;{])(margin|padding|gap|row-gap|column-gap)(-[a-z]+)*\\s*:[^;{}]*\\d(px|rem)\\b/';
const spacingKey = '/^(margin|padding|gap|rowGap|columnGap)/';
const literalControlSize = `/(^|[^\\d.])(${sizes})\\b/`;

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      'coverage/',
      'node_modules/',
      '.scratch/',
      'test-results/',
      'playwright-report/',
      'data/',
      'openapi/schema.gen.ts',
      'server/db/migrations/',
      'tenants/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      'react-hooks': reactHooks,
      local: {
        rules: {
          'kebab-case-filename': kebabCaseFilename,
          'import-boundaries': importBoundaries,
          'logical-properties': logicalProperties,
          'no-cycle': noCycleCountingTypes,
        },
      },
    },
    rules: {
      'local/import-boundaries': ['error', { zones: boundaries }],
      'no-duplicate-imports': ['error', { includeExports: false }],
      'local/kebab-case-filename': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import circles (issue 33), type-only imports counted: a circle of types ties files together too.
    // The TypeScript resolver follows the explicit .ts of server imports and the bare paths of src;
    // packages are not followed (ignoreExternal), which keeps the rule's cost to about a third more lint time.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'scripts/**/*.{ts,js}'],
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'local/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'local/import-boundaries': ['error', { zones: boundaries.filter((zone) => !assemblyZones.includes(zone)) }] },
  },
  {
    files: ['src/staff/**/*.stories.tsx', 'src/staff/**/*.test.tsx'],
    rules: {
      'local/import-boundaries': [
        'error',
        { zones: boundaries.filter((zone) => !assemblyZones.includes(zone)).map((zone) => (zone === staffZone ? staffStoriesZone : zone)) },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'tests/support/render-web.tsx'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Time moves for the app only through src/lib/timers.ts, which a story holds still (.storybook/story-clock.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...timerGlobals.map((name) => ({ name, message: timersMessage }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => timerGlobals.map((property) => ({ object, property, message: timersMessage }))),
      ],
    },
  },
  {
    // Right-to-left pages mirror (issue 31): CSS in the web app says inline-start/end, not left/right.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    rules: { 'local/logical-properties': 'error' },
  },
  {
    // Playwright fixtures must destructure their dependencies, even when there are none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${literalColour}]`, message: 'Colours come from theme tokens, not literals.' },
        { selector: `TemplateElement[value.raw=${literalColour}]`, message: 'Colours come from theme tokens, not literals.' },
        { selector: `TemplateElement[value.raw=${literalSpacing}]`, message: 'Spacing comes from theme.space tokens, not px or rem literals.' },
        {
          selector: `Property[key.name=${spacingKey}] > Literal[value=/\\d(px|rem)\\b/]`,
          message: 'Spacing comes from theme.space tokens, not px or rem literals.',
        },
        {
          selector: `TemplateElement[value.raw=${literalControlSize}]`,
          message: 'Control sizes come from theme tokens (layout.control, layout.controlLarge).',
        },
        { selector: `Literal[value=${literalControlSize}]`, message: 'Control sizes come from theme tokens (layout.control, layout.controlLarge).' },
      ],
    },
  },
  {
    // No source line over 160 characters, Prettier's printWidth: Prettier breaks code but leaves strings, template literals and
    // comments as written, so those are split or rewrapped by hand. Generated files (the ignores above) are exempt.
    rules: { 'max-len': ['error', { code: 160, ignoreUrls: false }] },
  },
);
