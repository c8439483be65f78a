import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { writeStamp } from './build-stamp.js';
import { precompress } from './precompress.ts';

/** Builds the web app into dist/web (its assets pre-compressed, brotli and gzip) and records what it was built from. */
export async function buildWeb(): Promise<void> {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  precompress('dist/web/assets');
  writeStamp();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildWeb();
}
