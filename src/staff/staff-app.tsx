import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { CloseToastsOnRouteChange } from '../app/close-toasts-on-route-change';
import { RouteFallback } from '../app/route-fallback';
import type { createI18n } from '../i18n/i18n';
import type { TenantManifest } from '../tenant/tenant-manifest';
import type { AppTheme } from '../theme/theme';
import { StaffLayout } from './staff-layout';

const StaffInboxScreen = lazy(() => import('./staff-inbox-screen').then((m) => ({ default: m.StaffInboxScreen })));
const StaffTicketScreen = lazy(() => import('./staff-ticket-screen').then((m) => ({ default: m.StaffTicketScreen })));

/** The staff app's screens, at /staff#/… : the inbox and one ticket; the sign-in guards both. */
export function StaffRoutes() {
  return (
    <Routes>
      <Route element={<StaffLayout />}>
        <Route index element={<StaffInboxScreen />} />
        <Route path="tickets/:ticketId" element={<StaffTicketScreen />} />
        <Route path="*" element={<StaffInboxScreen />} />
      </Route>
    </Routes>
  );
}

/** Starts the staff app (main.tsx loads this chunk only at /staff). */
export function renderStaffApp(element: HTMLElement, manifest: TenantManifest, theme: AppTheme, i18n: ReturnType<typeof createI18n>) {
  createRoot(element).render(
    <StrictMode>
      <AppProviders manifest={manifest} theme={theme} i18n={i18n}>
        <HashRouter>
          <CloseToastsOnRouteChange />
          <Suspense fallback={<RouteFallback />}>
            <StaffRoutes />
          </Suspense>
        </HashRouter>
      </AppProviders>
    </StrictMode>,
  );
}
