import process from 'node:process';
import { buildServerIfStale, buildWebIfStale } from './build-if-stale.js';

/**
 * `npm start`: builds the web app and the server when their sources changed since the last build
 * (a no-op on a built checkout), then runs the built server, dist/server/main.js, in this process.
 * Plain JavaScript on plain Node on purpose: under tsx every module the server loads (ours and the
 * packages', about a thousand) went through tsx's loader thread, over a second of each start.
 * TypeScript runs only to build, in a child process.
 */
buildWebIfStale();
buildServerIfStale();
process.setSourceMapsEnabled(true);
await import('../dist/server/main.js');
