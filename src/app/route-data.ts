import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { fetchedForFirstRender } from '../api/first-render-data';
import { dashboardQueryOptions } from '../features/insights/api/get-dashboard';
import { prefetchOpenTest } from '../features/test-taking/api/get-test';
import type { TenantManifest } from '../tenant/tenant-manifest';
import { RECHARGE_TAKE_TEST_PATH, TAKE_TEST_PATH } from './boot-early-calls';
import { timers, type Cancel } from '../lib/timers';

type Prefetch = (match: RegExpExecArray, client: QueryClient, manifest: TenantManifest) => Promise<void>;

/** Fetches a query that its screen fetches whenever it opens, marked so that its first render does not fetch it again. */
async function forFirstRender<T, K extends QueryKey>(client: QueryClient, query: FetchQueryOptions<T, Error, T, K>): Promise<void> {
  await client.prefetchQuery(query);
  const fetched = client.getQueryCache().find({ queryKey: query.queryKey, exact: true });
  if (fetched) fetchedForFirstRender(fetched.queryHash);
}

/**
 * The data a member's route draws its first screen from, by hash-path pattern. Asked for together
 * with the route's chunks before the app's first render, so that render draws the whole screen in
 * slices that yield to the browser, rather than placeholders first and then, as each answer
 * lands, the screen again in one long task. Take test's call is the boot script's early call for
 * the same route (src/app/boot-early-calls.ts), already on its way.
 */
const routeData: ReadonlyArray<readonly [pattern: string, prefetch: Prefetch]> = [
  [TAKE_TEST_PATH, (match, client) => prefetchOpenTest(client, match[1]!, 'practice')],
  [RECHARGE_TAKE_TEST_PATH, (match, client) => prefetchOpenTest(client, match[1]!, 'recharge')],
  ['^/menu/?$', (_match, client, manifest) => forFirstRender(client, dashboardQueryOptions(manifest.subdomainId))],
];

/**
 * How long the first render waits for its data at most: past it (a slow server, retries, a
 * learner offline, whose calls wait for the network) the app draws at once, its screens show
 * their placeholders, and the answer fills them when it lands (the call goes on, not made twice).
 */
export const ROUTE_DATA_WAIT_MS = 1000;

/**
 * Fetches the data of the route at this hash path into `client`; settles when it is there (or
 * failed), or after `waitMs` at most.
 */
export function prefetchRouteData(path: string, signedIn: boolean, client: QueryClient, manifest: TenantManifest, waitMs = ROUTE_DATA_WAIT_MS): Promise<void> {
  if (!signedIn) return Promise.resolve();
  const found = routeData.map(([pattern, prefetch]) => [new RegExp(pattern).exec(path), prefetch] as const).find(([match]) => match);
  if (!found) return Promise.resolve();
  const [match, prefetch] = found;
  let cancel: Cancel | undefined;
  const waited = new Promise<void>((resolve) => (cancel = timers.after(waitMs, resolve)));
  return Promise.race([prefetch(match!, client, manifest), waited]).finally(() => cancel?.());
}
