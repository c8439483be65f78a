/**
 * The contract between the page's boot script and the app: the boot script starts a deep link's
 * early call (start-early-call.ts) and leaves its answer on `window.__earlyCalls`, by address;
 * the app's client takes it from there (src/api/take-early-call.ts) instead of asking again.
 */
export interface EarlyCall {
  /** The session token the call was sent with: only a request with the same one may take it. */
  token: string;
  response: Promise<Response>;
}

/** Early calls by address (path and query). Each is taken once: the app leaves undefined behind. */
export type EarlyCalls = Record<string, EarlyCall | undefined>;

declare global {
  interface Window {
    __earlyCalls?: EarlyCalls;
  }
}
