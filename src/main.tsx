import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { ScrollToTop } from './app/scroll-to-top';
import { createI18n } from './i18n/i18n';
import { readInjectedManifest, themeValues } from './tenant/tenant-manifest';
import { createTheme } from './theme/theme';

// The server inlined the tenant's manifest and theme into the page: no request before first render.
const manifest = readInjectedManifest();
const root = document.getElementById('root')!;

if (location.pathname.replace(/\/+$/, '') === '/staff') {
  // The staff app (ticket inbox) is its own chunk: learners never download it.
  void import('./staff/staff-app').then(({ renderStaffApp }) => renderStaffApp(root, manifest, createTheme(themeValues(manifest)), createI18n(manifest.copy, manifest.locale)));
} else {
  renderLearnerApp();
}

function renderLearnerApp() {
  createRoot(root).render(
    <StrictMode>
      <AppProviders manifest={manifest} theme={createTheme(themeValues(manifest))} i18n={createI18n(manifest.copy, manifest.locale)}>
        <HashRouter>
          <ScrollToTop />
          <AppRoutes />
        </HashRouter>
      </AppProviders>
    </StrictMode>,
  );
}
