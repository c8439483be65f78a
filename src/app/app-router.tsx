import { useEffect, type ReactNode } from 'react';
import { HashRouter, MemoryRouter, useLocation } from 'react-router';
import { HashCatchUp } from './hash-catch-up';

/**
 * The route the app shows at an address it is not served at (/pricing): no route has it, so it is
 * the not-found screen. The page's boot script (src/boot/page-route.ts) takes the same path there (no first screen).
 */
export const NOT_FOUND_PATH = '/page-not-found';

/** Whether the app is served at this address path (its screens are hash routes of / alone). */
export function isAppPage(pathname: string): boolean {
  return /^\/(index\.html)?$/.test(pathname);
}

/** The route the address opens: its hash path on the app's page, the not-found route elsewhere. */
export function appPath(address: Pick<Location, 'pathname' | 'hash'> = window.location): string {
  return isAppPage(address.pathname) ? address.hash.replace(/^#/, '').split('?')[0] || '/' : NOT_FOUND_PATH;
}

/**
 * The learner app's router. On its page, the hash router. At any other address of the provider's
 * host the server answers 404 with the same page (server/plugins/web.ts), and the app shows its
 * branded not-found screen there; a link followed from it (home, the logo) opens the app's page.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  if (isAppPage(window.location.pathname)) {
    return (
      <HashRouter>
        <HashCatchUp />
        {children}
      </HashRouter>
    );
  }
  return (
    <MemoryRouter initialEntries={[NOT_FOUND_PATH]}>
      <LeaveForTheApp />
      {children}
    </MemoryRouter>
  );
}

function LeaveForTheApp() {
  const { pathname, search, key } = useLocation();
  useEffect(() => {
    // The first entry's key is 'default': any other is a navigation away from the not-found screen.
    if (key !== 'default') window.location.assign(`/#${pathname}${search}`);
  }, [pathname, search, key]);
  return null;
}
