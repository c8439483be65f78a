import process from 'node:process';
import { buildServerIfStale, buildWebIfStale } from './build-if-stale.js';

/**
 * `npm run start:cluster`: several server processes on one machine (one per core), as `npm start`
 * runs one, and like it on plain Node from dist/ (TypeScript runs only to build). The server bundles
 * are built first when stale (a second or two), so the primary can refuse what cannot be shared
 * before the web app's longer build; then it forks the workers, each dist/server/main.js.
 */
buildServerIfStale();
process.setSourceMapsEnabled(true);
const { clusterConfigOrExit, startCluster } = await import('../dist/server/cluster-main.js');
const config = clusterConfigOrExit();
buildWebIfStale();
startCluster(config);
