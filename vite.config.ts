import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routeChunks } from './src/app/route-chunks.ts';
import { bootScriptPlugin } from './scripts/vite/boot-script.ts';

/** The packages of the framework chunk (build.rolldownOptions.output.codeSplitting below). */
const frameworkPackages = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@tanstack',
  'styled-components',
  'stylis',
  '@emotion',
  'i18next',
  'react-i18next',
  'use-sync-external-store',
  'shallowequal',
  'tslib',
  'html-parse-stringify',
  'void-elements',
  'openapi-fetch',
];

/** The web app: src/ is the Vite root; the build goes to dist/web, served by the API server. */
export default defineConfig({
  root: 'src',
  plugins: [react(), bootScriptPlugin(routeChunks)],
  // Every script, style and link tag Vite writes carries this placeholder, and a csp-nonce meta
  // tells its loader and styled-components the nonce; the server fills in each request's nonce
  // (server/tenants/index-html.ts NONCE_PLACEHOLDER).
  html: { cspNonce: '__CSP_NONCE__' },
  // The server's first-screen render (src/app/first-screens) bundles styled-components: Node would
  // load its CommonJS build, whose default export is not `styled`.
  ssr: { noExternal: ['styled-components'] },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: new RegExp(String.raw`node_modules[\\/](${frameworkPackages.join('|')})[\\/]`),
              priority: 30,
            },
            { name: 'shell', test: /[\\/]src[\\/]main\.tsx$/, includeDependenciesRecursively: true, priority: 28 },
            { name: 'members', test: /[\\/]src[\\/]app[\\/]members-layout\.tsx$/, includeDependenciesRecursively: true, priority: 26 },
          ],
        },
      },
    },
  },
});
