/** Whether dist/web was built from the web app's sources as they are now. */
export function isBuildCurrent(root?: string): boolean;
export function writeStamp(root?: string): void;
/** The server bundle scripts/build-server.ts writes, relative to the checkout. */
export const SERVER_BUNDLE: string;
/** Whether the server bundle was built from its sources as they are now. */
export function isServerBuildCurrent(root?: string): boolean;
/** Records the files (relative to `root`) the server bundle was built from. */
export function writeServerStamp(inputs: string[], root?: string): void;
