import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, SUBDOMAIN_ID, testManifest, testQueryClient } from '../../tests/support/render-web';
import { createI18n } from '../i18n/i18n';
import { createTheme } from '../theme/theme';
import { baseValues } from '../../shared/theme/token-tree';
import { AppProviders } from './app-providers';
import { appPath, AppRouter, NOT_FOUND_PATH } from './app-router';
import { AppRoutes } from './app-routes';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function app() {
  return render(
    <AppProviders
      manifest={testManifest}
      theme={createTheme(baseValues())}
      i18n={createI18n(testManifest.copy, testManifest.locale)}
      queryClient={testQueryClient()}
    >
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProviders>,
  );
}

describe('AppRouter', () => {
  it('routes by the hash on the app’s page', () => {
    expect(appPath({ pathname: '/', hash: '#/menu/tests?x=1' })).toBe('/menu/tests');
    expect(appPath({ pathname: '/index.html', hash: '' })).toBe('/');
    expect(appPath({ pathname: '/pricing', hash: '#/menu' })).toBe(NOT_FOUND_PATH);
  });

  it("shows the provider's not-found screen at an address the app is not served at (/pricing), and its way home opens the app", async () => {
    window.history.replaceState(null, '', '/pricing');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    // The tenant's details, as the app asks for them on any screen.
    stubApi((url) => (url.pathname === '/api/user/get-subdomain' ? { body: { data: { _id: SUBDOMAIN_ID } } } : undefined));
    app();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getAllByText('Alpha Academy').length + screen.queryAllByRole('img', { name: /Alpha Academy/ }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(assign).toHaveBeenCalledWith('/#/');
  });
});
