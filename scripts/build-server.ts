import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SERVER_DIR, writeServerStamp } from './build-stamp.js';

/**
 * Bundles the server (server/main.ts and every file of ours it imports) into one JavaScript file,
 * dist/server/main.js, which `npm start` runs on Node's own loader, and the cluster's primary
 * (server/cluster-main.ts) into dist/server/cluster-main.js, which `npm run start:cluster` runs (its
 * workers run main.js); packages stay outside them and load from node_modules. The bundle sits two folders below the checkout, as every server source
 * file does, so the files the server reads next to its code (`new URL('../../...', import.meta.url)`)
 * are found from either. Source maps point stack traces at the TypeScript.
 */
export async function buildServer(root = process.cwd(), outdir = SERVER_DIR): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts', 'server/cluster-main.ts'],
    outdir,
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
  if (outdir === SERVER_DIR) writeServerStamp(Object.keys(result.metafile.inputs), root);
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  await buildServer();
}
