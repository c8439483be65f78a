import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

// Plain JavaScript: `npm start` (scripts/start.js) asks whether dist/ is current before anything
// can load TypeScript. Types: build-stamp.d.ts.

/** Everything the web build reads. When their content changes, the build is stale. */
const WEB_INPUTS = ['src', 'shared', 'openapi/schema.gen.ts', 'vite.config.ts', 'scripts/vite', 'package-lock.json', 'tsconfig.web.json'];

const WEB_STAMP = 'dist/web/.build-stamp';

/**
 * The server bundles (scripts/build-server.ts): the server (`npm start`, and each worker of the
 * cluster) and the cluster's primary (`npm run start:cluster`); and their stamp: the files they were
 * built from and their hash.
 */
export const SERVER_DIR = 'dist/server';
export const SERVER_BUNDLE = 'dist/server/main.js';
export const CLUSTER_BUNDLE = 'dist/server/cluster-main.js';
const SERVER_STAMP = 'dist/server/.build-stamp';

/** SHA-256 over each file's path and bytes; throws when one is missing. */
function hashFiles(root, files) {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

function webInputs(root) {
  return WEB_INPUTS.flatMap((input) => listFiles(path.join(root, input)))
    .filter((file) => !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => path.relative(root, file));
}

/** Whether dist/web was built from the web app's sources as they are now. */
export function isBuildCurrent(root = process.cwd()) {
  const file = path.join(root, WEB_STAMP);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === hashFiles(root, webInputs(root));
}

export function writeStamp(root = process.cwd()) {
  fs.writeFileSync(path.join(root, WEB_STAMP), hashFiles(root, webInputs(root)));
}

/**
 * Whether the server bundle was built from its sources as they are now. The stamp names every
 * file of ours the bundle holds (packages stay outside it), so only those are read again: a file
 * the server starts to import is named by an import in a file that changed.
 */
export function isServerBuildCurrent(root = process.cwd()) {
  try {
    const { inputs, hash } = JSON.parse(fs.readFileSync(path.join(root, SERVER_STAMP), 'utf8'));
    return [SERVER_BUNDLE, CLUSTER_BUNDLE].every((bundle) => fs.existsSync(path.join(root, bundle))) && hashFiles(root, inputs) === hash;
  } catch {
    return false; // no stamp, or one of its files is gone
  }
}

export function writeServerStamp(inputs, root = process.cwd()) {
  const sorted = [...inputs].sort();
  fs.writeFileSync(path.join(root, SERVER_STAMP), JSON.stringify({ inputs: sorted, hash: hashFiles(root, sorted) }));
}

function listFiles(target) {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { recursive: true })
    .map((entry) => path.join(target, entry))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
}
