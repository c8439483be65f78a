import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { HashRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireSession } from './require-session';

/** A screen whose chunk never arrives: the navigation to it stays pending. */
const neverLoads = new Promise<never>(() => {});
function SlowLoginScreen(): never {
  throw neverLoads;
}

/** The app's own router, driven through the address bar as a learner (or a test browser) does. */
function renderApp(path: string) {
  window.location.hash = `#${path}`;
  return render(
    <HashRouter>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/user-login" element={<SlowLoginScreen />} />
          <Route
            path="/menu"
            element={
              <RequireSession>
                <p>Members area</p>
              </RequireSession>
            }
          />
          <Route
            path="/menu/tests"
            element={
              <RequireSession>
                <p>Tests</p>
              </RequireSession>
            }
          />
        </Routes>
      </Suspense>
    </HashRouter>,
  );
}

const addressBar = () => window.location.hash;

/** Typing an address or pressing Back: browsers fire popstate for a new fragment (jsdom does not). */
function goTo(path: string) {
  window.location.hash = `#${path}`;
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

describe('RequireSession', () => {
  afterEach(() => {
    localStorage.clear();
    window.location.hash = '';
  });

  it('shows the members area to a signed-in learner', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('refreshToken', 'r');
    renderApp('/menu');
    expect(screen.getByText('Members area')).toBeTruthy();
  });

  it('sends a learner without a session to the login screen, every time, even while that screen is still loading', async () => {
    renderApp('/menu');
    await waitFor(() => expect(addressBar()).toBe('#/user-login?next=%2Fmenu'));

    // Back to the members area before the login screen has arrived: the guard must act again, not
    // leave a blank page at /menu.
    goTo('/menu');
    await waitFor(() => expect(addressBar()).toBe('#/user-login?next=%2Fmenu'));
    goTo('/menu/tests');
    await waitFor(() => expect(addressBar()).toBe('#/user-login?next=%2Fmenu%2Ftests'));
    expect(screen.queryByText('Members area')).toBeNull();
  });
});
