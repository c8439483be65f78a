import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ServerStyleSheet } from 'styled-components';
import { plansQueryOptions } from '../../api/plans';
import { profileQueryOptions } from '../../api/profile';
import { setApiTransport } from '../../api/client';
import { LoginScreen } from '../../features/auth/login-screen';
import { SignupScreen } from '../../features/auth/signup-screen';
import { faqsQueryOptions } from '../../features/content/api/get-faqs';
import { footerPagesQueryOptions } from '../../features/content/api/get-footer-pages';
import { websiteContentQueryOptions } from '../../features/content/api/get-website-content';
import { LandingScreen } from '../../features/content/landing-screen';
import { DashboardScreen } from '../../features/insights/dashboard-screen';
import { createI18n } from '../../i18n/i18n';
import { loadCatalog } from '../../i18n/load-catalog';
import { themeValues, type TenantManifest } from '../../tenant/tenant-manifest';
import { createTheme } from '../../theme/theme';
import { AppProviders } from '../app-providers';
import { MembersLayout } from '../members-layout';
import { RouteFallback } from '../route-fallback';
import { FIRST_SCREEN_USER } from './first-screen-user';
import { firstScreens } from './first-screens';
import { seedSubdomain } from './seed-subdomain';
import { TakeTestFirstScreen } from './take-test-first-screen';

export interface FirstScreensInput {
  /** The provider's manifest, its texts in `language`. */
  manifest: TenantManifest;
  /** The page's language: one of the provider's. */
  language: string;
  /** Answers the app's API calls in process, on the provider's host (the server's inject). */
  fetch: (request: Request) => Promise<Response>;
}

export interface RenderedFirstScreens {
  /** Each first screen's markup, by name (first-screens.ts). */
  screens: Record<string, string>;
  /** The CSS styled-components made for them all (the page puts it in a <style data-first-screen>). */
  styles: string;
  /** The calls the landing page made, for the app's query cache: it starts with what was painted. */
  state: DehydratedState;
}

/**
 * The public calls the landing page makes, fetched before it is painted; their keys are the
 * calls handed to the app.
 */
async function prefetchLanding(client: QueryClient, subdomain: string): Promise<Set<string>> {
  const content = websiteContentQueryOptions(subdomain);
  const plans = plansQueryOptions(subdomain);
  const faqs = faqsQueryOptions(subdomain);
  const pages = footerPagesQueryOptions(subdomain);
  await Promise.all([client.prefetchQuery(content), client.prefetchQuery(plans), client.prefetchQuery(faqs), client.prefetchQuery(pages)]);
  return new Set([content.queryKey, plans.queryKey, faqs.queryKey, pages.queryKey].map((key) => JSON.stringify(key)));
}

function routesFor(name: string): { path: string; routes: ReactNode } {
  const members = (path: string, screen: ReactNode) => (
    <Route path="/menu" element={<MembersLayout />}>
      <Route path={path} element={screen} />
    </Route>
  );
  switch (name) {
    case 'landing':
      return { path: '/', routes: <Route path="/" element={<LandingScreen />} /> };
    case 'sign-in':
      return { path: '/user-login', routes: <Route path="/user-login" element={<LoginScreen />} /> };
    case 'sign-up':
      return { path: '/user-signup', routes: <Route path="/user-signup" element={<SignupScreen />} /> };
    case 'dashboard':
      return { path: '/menu', routes: members('', <DashboardScreen />) };
    case 'take-test':
      return { path: '/menu/tests/take-test/first-screen', routes: members('tests/take-test/:testID', <TakeTestFirstScreen />) };
    case 'members':
      return { path: '/menu/first-screen', routes: members('*', <RouteFallback />) };
    default:
      throw new Error(`No first screen called ${name}`);
  }
}

/** The screens the server renders for each provider, in first-screens.ts order. */
export const firstScreenNames: readonly string[] = firstScreens.map((screen) => screen.name);

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders every first screen of one provider. One render at a time: the app's API client is
 * shared by the module, and its transport points at one provider's host while a render runs.
 */
export function renderFirstScreens(input: FirstScreensInput, names: readonly string[]): Promise<RenderedFirstScreens> {
  const run = queue.then(() => render(input, names));
  queue = run.catch(() => undefined);
  return run;
}

async function render({ manifest, language, fetch }: FirstScreensInput, names: readonly string[]): Promise<RenderedFirstScreens> {
  const catalog = await loadCatalog(language);
  setApiTransport(fetch);
  try {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    seedSubdomain(client, '', manifest.subdomainId);
    const handed = await prefetchLanding(client, manifest.subdomainId);
    // Members' screens draw the stand-in learner; it never leaves this render.
    client.setQueryData(profileQueryOptions().queryKey, FIRST_SCREEN_USER);
    const theme = createTheme(themeValues(manifest));
    const sheet = new ServerStyleSheet();
    const screens: Record<string, string> = {};
    try {
      for (const name of names) {
        const { path, routes } = routesFor(name);
        // A fresh i18next per screen, as each page load has: namespaces a screen adds stay its own.
        const i18n = createI18n(manifest.copy, language, catalog);
        screens[name] = renderToString(
          sheet.collectStyles(
            <AppProviders manifest={manifest} theme={theme} i18n={i18n} queryClient={client}>
              <MemoryRouter initialEntries={[path]}>
                <Routes>{routes}</Routes>
              </MemoryRouter>
            </AppProviders>,
          ),
        );
      }
      const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' && handed.has(JSON.stringify(query.queryKey)) });
      // CSS text only: the page's element is not styled-components' own (data-styled), so the app's
      // styled-components does not take it over (its class names differ from this bundle's); the
      // app drops it once it has drawn (drop-first-screen-styles.tsx).
      const styles = sheet
        .getStyleElement()
        .map((element) => (element.props as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html)
        .join('');
      return { screens, styles, state };
    } finally {
      sheet.seal();
    }
  } finally {
    setApiTransport(undefined);
  }
}
