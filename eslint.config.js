import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importBoundaries from './eslint/import-boundaries.js';
import kebabCaseFilename from './eslint/kebab-case-filename.js';

const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : [];

/** Imports run one way (DESIGN.md section 2). */
const boundaries = [
  { target: './src', from: './server', message: 'The web app never imports server code; share through openapi/schema.gen.ts or shared/.' },
  { target: './server', from: './src', message: 'The server never imports web code; share through openapi/schema.gen.ts or shared/.' },
  { target: './shared', from: ['./src', './server', './scripts', './tests'], message: 'shared/ is neutral code both sides import; it imports neither.' },
  {
    target: ['./src/ui', './src/tenant', './src/theme', './src/api', './src/i18n'],
    from: ['./src/features', './src/app'],
    message: 'Shared web layers never import features or the app shell.',
  },
  { target: './src/features', from: './src/app', message: 'Features never import the app shell.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'No feature imports another feature: move what both need to ui/, api/ or tenant/.',
  })),
];

const literalColour = '/#[0-9a-fA-F]{3,8}\\b|\\brgba?\\(|\\bhsla?\\(/';

export default tseslint.config(
  {
    ignores: ['dist/', 'storybook-static/', 'coverage/', 'node_modules/', '.scratch/', 'test-results/', 'playwright-report/', 'data/', 'openapi/schema.gen.ts', 'server/db/migrations/', 'tenants/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'kebab-case-filename': kebabCaseFilename, 'import-boundaries': importBoundaries } } },
    rules: {
      'local/import-boundaries': ['error', { zones: boundaries }],
      'no-duplicate-imports': ['error', { includeExports: false }],
      'local/kebab-case-filename': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
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
      ],
    },
  },
);
