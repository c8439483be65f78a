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
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { ssr: 'app/first-screens/render-first-screens.tsx', outDir: `../dist/web/${FIRST_SCREENS_DIR}`, emptyOutDir: false, manifest: false, sourcemap: true },
  });
  precompress('dist/web/assets');
  writeStamp();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildWeb();
}
