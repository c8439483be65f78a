/** Queries fetched just before the app's first render (src/app/route-data.ts), until it is drawn. */
const fetched = new Set<string>();
let drawn = false;

/**
 * Marks a query (by hash) as fetched for the app's first render. An answer that lands after that
 * render (it did not wait for a slow one) is not marked: it is no longer "a moment ago".
 */
export function fetchedForFirstRender(queryHash: string): void {
  if (!drawn) fetched.add(queryHash);
}

/** Called once the app's first render is on screen: later mounts fetch as their options say. */
export function firstRenderDrawn(): void {
  drawn = true;
  fetched.clear();
}

/** For tests: a page load starting afresh. */
export function resetFirstRender(): void {
  drawn = false;
  fetched.clear();
}

/**
 * `refetchOnMount` for queries that are always fetched when a screen opens (staleTime 0): not
 * again when the answer was fetched for this very render a moment ago, together with the screen's
 * code, so the screen opens once with its data instead of a second call and a second render.
 */
export function unlessFetchedForFirstRender(query: { queryHash: string }): boolean {
  return !fetched.has(query.queryHash);
}
