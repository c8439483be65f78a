import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { writeStamp } from './build-stamp.js';
import { precompress } from './precompress.ts';

/** Where the server finds the first-screen render, inside the web build (never served: only assets/ is). */
export const FIRST_SCREENS_DIR = 'server';

/**
 * Builds the web app into dist/web (its assets pre-compressed, brotli and gzip), and the server's
 * render of the first screens into dist/web/server, and records what it was built from.
 */
export async function buildWeb(): Promise<void> {
  // Always the production build: Vite takes NODE_ENV from the environment when it is set, and
  // Vitest (whose global setup builds what is stale) sets it to `test`, which gave React's
  // development build (the landing page's JavaScript 209 KB instead of 140 KB) stamped as current.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'production' });
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'warn',
      mode: 'production',
      build: {
        ssr: 'app/first-screens/render-first-screens.tsx',
        outDir: `../dist/web/${FIRST_SCREENS_DIR}`,
        emptyOutDir: false,
        manifest: false,
        sourcemap: true,
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  precompress('dist/web/assets');
  writeStamp();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildWeb();
}
