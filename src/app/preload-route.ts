import { preloadModules } from './lazy-screen';
import { routeChunks } from './route-chunks';

/** Members' routes need a session (RequireSession); without one the app opens sign-in instead. */
const MEMBERS = /^\/menu(\/|$)/;

/**
 * Fetches the screens the app will draw first for this hash path, so its first render draws
 * them rather than a placeholder (the page's boot script has already asked for their chunks).
 */
export function preloadRoute(path: string, signedIn: boolean): Promise<void> {
  const target = MEMBERS.test(path) && !signedIn ? '/user-login' : path;
  const route = routeChunks.find(([pattern]) => new RegExp(pattern).test(target));
  return preloadModules(route?.[1] ?? []);
}
