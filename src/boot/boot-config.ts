/**
 * What only the build knows, which it writes into the inlined boot script
 * (scripts/vite/boot-script.ts): the app's chunks and the ones each route needs. Everything else
 * the boot script reads (first screens, stand-ins, early calls) it imports from the app's own
 * tables, so the two cannot drift apart.
 */
export interface BootConfig {
  /** The app's entry chunk first, then the chunks it imports (the ones Vite would modulepreload). */
  entry: string[];
  /** Every chunk the route table names and the entry's, largest first: the order they are asked for in. */
  files: string[];
  /** Hash-path pattern and that route's own chunks beyond the entry's, as indexes into `files`; first match wins. */
  routes: Array<[pattern: string, files: number[]]>;
  /** How long the app's chunks wait after the first paint for the early call's answer at most. */
  earlyWaitMs: number;
}

/**
 * How long the app's chunks wait after the first paint for the early call's answer at most: on a
 * phone's network one round trip and the server's answer; past it the app starts anyway.
 */
export const EARLY_WAIT_MS = 300;
