import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/app-providers';
import { createQueryClient } from '../../src/app/query-client';
import { createI18n } from '../../src/i18n/i18n';
import type { TenantManifest } from '../../src/tenant/tenant-manifest';
import { createTheme } from '../../src/theme/theme';
import { baseValues } from '../../shared/theme/token-tree';
import { handlersRoute, stubResponse, type ApiHandler, type StubAnswer } from './api-handlers';
import { SUBDOMAIN_ID } from './web-ids';

export { SUBDOMAIN_ID };

export const testManifest: TenantManifest = {
  slug: 'alpha',
  subdomainId: SUBDOMAIN_ID,
  name: 'Alpha Academy',
  platformType: 'Paid',
  domain: 'Medicine',
  locale: 'en-GB',
  languages: ['en-GB'],
  currency: 'GBP',
  logo: '/tenant-assets/logo.svg',
  logoAlt: 'Alpha Academy',
  logoShowsName: false,
  favicon: '/tenant-assets/favicon.svg',
  theme: baseValues() as unknown as TenantManifest['theme'],
  fonts: [],
  copy: {},
  features: {
    recharge: true,
    specialityModules: true,
    reports: true,
    leaderboard: true,
    tickets: true,
    membership: true,
    calculator: true,
    notes: true,
    createTest: true,
    tutorMode: true,
    reviewDeck: true,
    peerAnswers: true,
  },
  support: { email: 'help@alpha.example.com', phone: null },
};

/** A route: the answer to a call (a promise of one for a call the test holds open, 'pending' for one that never returns), undefined for none. */
type Route = (url: URL, init: Request) => StubAnswer | undefined | Promise<StubAnswer | undefined>;

/**
 * Answers the app's calls from a table, or from typed handlers (apiHandler, api-handlers.ts);
 * anything unexpected fails loudly, and so does an answer the contract does not allow (its
 * operation, status and Ajv's errors: api-contract.ts). Returns the calls made.
 */
export function stubApi(route: Route | readonly ApiHandler[]): Request[] {
  const calls: Request[] = [];
  const answerFor = typeof route === 'function' ? route : handlersRoute(route);
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(request);
    const url = new URL(request.url, 'http://alpha.localhost');
    const answer = await answerFor(url, request);
    if (!answer) throw new Error(`Unexpected call ${request.method} ${request.url}`);
    return stubResponse(request, url, answer);
  });
  return calls;
}

interface RenderOptions {
  /** The route the memory router starts at. Default '/'. */
  path?: string;
  /** The tenant the providers serve. Default testManifest. */
  manifest?: TenantManifest;
  /** The server state to start from (testQueryClient()), for data fetched before the render. Default a new one. */
  queryClient?: QueryClient;
  /** The i18n instance's (the learner's active) language. Default the manifest's locale. */
  language?: string;
}

/** The app's own query client (its error-toast rule included), without retries to keep tests quick. */
export function testQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
}

/**
 * Renders anything (a ui component, a feature component, a screen) inside the app's real
 * providers (theme, tenant, strings, server state, toasts) and a memory router. The providers
 * are the render's wrapper, so `rerender` keeps them.
 */
export function renderWeb(
  ui: ReactElement,
  { path = '/', manifest = testManifest, queryClient = testQueryClient(), language = manifest.locale }: RenderOptions = {},
) {
  const theme = createTheme(baseValues());
  const i18n = createI18n(manifest.copy, language);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <AppProviders manifest={manifest} theme={theme} i18n={i18n} queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </AppProviders>
    );
  }
  return render(ui, { wrapper: Providers });
}

/** Renders a screen at a route inside the app's real providers. */
export function renderAt(path: string, routes: Array<{ path: string; element: ReactNode }>, manifest = testManifest, language: string = manifest.locale) {
  return renderWeb(
    <Routes>
      {routes.map((r) => (
        <Route key={r.path} path={r.path} element={r.element} />
      ))}
    </Routes>,
    { path, manifest, language },
  );
}
