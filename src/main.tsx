import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { readSession } from './api/session';
import { AppProviders } from './app/app-providers';
import { appPath, AppRouter } from './app/app-router';
import { AppRoutes } from './app/app-routes';
import { CloseToastsOnRouteChange } from './app/close-toasts-on-route-change';
import { DropFirstScreenStyles } from './app/first-screens/drop-first-screen-styles';
import { FirstRenderDrawn } from './app/first-render-drawn';
import { seedSubdomain } from './app/first-screens/seed-subdomain';
import { preloadRoute } from './app/preload-route';
import { prefetchRouteData } from './app/route-data';
import { createQueryClient } from './app/query-client';
import { ScrollToTop } from './app/scroll-to-top';
import { createI18n } from './i18n/i18n';
import { loadCatalog } from './i18n/load-catalog';
import { dropLanguageParameter, pageLanguage } from './i18n/page-language';
import { readInjectedManifest, themeValues } from './tenant/tenant-manifest';
import { createTheme } from './theme/theme';

// The server inlined the tenant's manifest and theme into the page: no request before first render.
const manifest = readInjectedManifest();
const root = document.getElementById('root')!;
// The server chose the page's language; its strings (unless en-GB's, which are bundled) load beside the route.
const language = pageLanguage(manifest.languages, manifest.locale);
const catalog = loadCatalog(language);
dropLanguageParameter();

if (location.pathname.replace(/\/+$/, '') === '/staff') {
  // The staff app (ticket inbox) is its own chunk: learners never download it.
  void Promise.all([import('./staff/staff-app'), catalog]).then(([{ renderStaffApp }, strings]) =>
    renderStaffApp(root, manifest, createTheme(themeValues(manifest)), createI18n(manifest.copy, language, strings)),
  );
} else {
  // The hash route, or at an address the app is not served at (/pricing, a 404) its not-found screen.
  const path = appPath();
  const signedIn = readSession() !== null;
  const queryClient = startingQueryClient();
  // Draw nothing before the route's screen and its data are here, so the first render replaces
  // the first screen the server painted with the whole screen, not a placeholder. A failed fetch
  // draws anyway.
  void Promise.all([preloadRoute(path, signedIn), prefetchRouteData(path, signedIn, queryClient, manifest)])
    .catch(() => undefined)
    .then(() => catalog)
    .then((strings) => renderLearnerApp(queryClient, createI18n(manifest.copy, language, strings)));
}

/**
 * The calls the server's first screens were rendered from, so the app's first render shows what
 * is already painted. Marked stale: the app still makes each call on load, as the spec says.
 */
function startingQueryClient() {
  const client = createQueryClient();
  const state = document.getElementById('first-screen-state')?.textContent;
  if (state) hydrate(client, JSON.parse(state) as DehydratedState);
  seedSubdomain(client, location.hostname, manifest.subdomainId);
  void client.invalidateQueries({ refetchType: 'none' });
  return client;
}

function renderLearnerApp(queryClient: QueryClient, i18n: ReturnType<typeof createI18n>) {
  const app = createRoot(root);
  // A transition renders in slices that yield to the browser (a first screen is already painted),
  // instead of one long task that would hold back input.
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders manifest={manifest} theme={createTheme(themeValues(manifest))} i18n={i18n} queryClient={queryClient}>
          <AppRouter>
            <DropFirstScreenStyles />
            <ScrollToTop />
            <CloseToastsOnRouteChange />
            <AppRoutes />
            <FirstRenderDrawn />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
