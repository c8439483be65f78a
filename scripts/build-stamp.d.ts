/** Whether dist/web was built from the web app's sources as they are now. */
export function isBuildCurrent(root?: string): boolean;
export function writeStamp(root?: string): void;
/** The folder of the server bundles scripts/build-server.ts writes, relative to the checkout. */
export const SERVER_DIR: string;
/** The server (npm start, and each worker of npm run start:cluster). */
export const SERVER_BUNDLE: string;
/** The primary of npm run start:cluster. */
export const CLUSTER_BUNDLE: string;
/** Whether the server bundles were built from its sources as they are now. */
export function isServerBuildCurrent(root?: string): boolean;
/** Records the files (relative to `root`) the server bundle was built from. */
export function writeServerStamp(inputs: string[], root?: string): void;
