import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SERVER_BUNDLE, writeServerStamp } from './build-stamp.js';

/**
 * Bundles the server (server/main.ts and every file of ours it imports) into one JavaScript file,
 * dist/server/main.js, which `npm start` runs on Node's own loader; packages stay outside it and
 * load from node_modules. The bundle sits two folders below the checkout, as every server source
 * file does, so the files the server reads next to its code (`new URL('../../...', import.meta.url)`)
 * are found from either. Source maps point stack traces at the TypeScript.
 */
export async function buildServer(root = process.cwd(), outfile = SERVER_BUNDLE): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  if (outfile === SERVER_BUNDLE) writeServerStamp(Object.keys(result.metafile.inputs), root);
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  await buildServer();
}
