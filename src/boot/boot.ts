import type { components } from '../../openapi/schema.gen';
import { firstScreenFor } from '../app/first-screens/first-screens';
import { readInjectedManifest, type TenantManifest } from '../tenant/tenant-manifest';
import { afterNextPaint } from './after-next-paint';
import type { BootConfig } from './boot-config';
import { fillQuestionCard } from './fill-question-card';
import { later } from './next-task';
import { isStaffPage, routePath } from './page-route';
import { paintFirstScreen } from './paint-first-screen';
import { preloadLink } from './preload-link';
import { startApp } from './start-app';
import { startEarlyCall } from './start-early-call';
import { hasStoredSession } from './stored-session';
import { warmLocaleData } from './warm-locale-data';

/**
 * The page's boot script, inlined as its only script tag (scripts/vite/boot-script.ts). It runs
 * while the HTML is still parsing, for the hash route:
 * 1. starts the route's early call (src/app/boot-early-calls.ts) for a signed-in learner, at once;
 * 2. paints the route's first screen (the server rendered each into a <template>, see
 *    src/app/first-screens) as src/app/first-screens/first-screens.ts firstScreenFor picks it: a
 *    member's route without a stored session shows sign-in, a guest's route with one shows nothing
 *    (the app moves on). On a member's screen it puts the stored learner's name where the server
 *    drew a stand-in. On take test's, when the early call answers, it fills the question card in,
 *    so the learner reads the question while the app downloads;
 * 3. on the landing route, asks at once for the hero banner (its largest image);
 * 4. once that first screen is painted and the early call has answered (earlyWaitMs at most),
 *    asks for the app's entry chunks and the route's own, and starts the app. Fetching the app
 *    never competes with the first paint or the screen's data for the network.
 */
export function boot({ entry, files, routes, earlyWaitMs }: BootConfig): void {
  const staff = isStaffPage(location.pathname);
  const path = routePath(location);
  const signedIn = hasStoredSession();
  let parsed: TenantManifest | undefined;
  const manifest = () => (parsed ??= readInjectedManifest());
  let shell: HTMLElement | undefined;

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp(entry, files, staff ? undefined : routes.find(([pattern]) => new RegExp(pattern).test(path))?.[1]);
  };

  // The route's early call, at once: its answer may fill the first screen in before it is painted.
  const response = staff || !signedIn ? undefined : startEarlyCall(path);
  let answered = !response;
  let painted = false;
  // A copy of the answer for the first screen (the app reads the answer itself). The app's chunks
  // wait until a filled card is on screen: the question shows first. Take test's is the only
  // early call, and only its first screen has a card to fill.
  response
    ?.then((r) => (r.ok ? (r.clone().json() as Promise<components['schemas']['GetTestResponse']>) : undefined))
    .then((opened) => opened && fillQuestionCard(opened, shell))
    .catch(() => undefined)
    .then((filled) => {
      const go = () => {
        answered = true;
        if (painted) start();
      };
      if (filled) afterNextPaint(go);
      else go();
    });

  const screen = staff ? undefined : firstScreenFor(path, signedIn);
  if (screen) shell = paintFirstScreen(screen);
  if (screen?.formats.length) warmLocaleData(screen.formats, manifest);

  // The app's chunks are asked for once the first screen is painted, so they never hold it back,
  // and once the early call has answered, so that its answer is not queued behind them
  // (earlyWaitMs at most).
  afterNextPaint(() => {
    painted = true;
    if (answered) start();
    else later(earlyWaitMs, start);
  });

  if (path === '/' && !staff) {
    try {
      const hero = manifest().hero;
      if (hero?.bannerImage) preloadLink('preload', hero.bannerImage, 'image');
    } catch {
      // No manifest: the app shows the landing page without the head start.
    }
  }
}
