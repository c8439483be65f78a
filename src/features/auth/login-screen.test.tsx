import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { aLearner } from '../../../tests/support/web-learner';
import { LoginScreen } from './login-screen';

const user = aLearner();
const routes = [
  { path: '/user-login', element: <LoginScreen /> },
  { path: '/menu', element: <p>Members area</p> },
  { path: '/user-otp', element: <p>Code screen</p> },
  { path: '/menu/membership', element: <MembershipProbe /> },
  { path: '/menu/tests/take-test/:testID', element: <RouteProbe name="Take test" /> },
  { path: '/user-signup', element: <RouteProbe name="Sign up" /> },
];

function RouteProbe({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return <p>{`${name} at ${pathname}${search}`}</p>;
}

function MembershipProbe() {
  return <p>Membership screen {useLocation().search}</p>;
}

describe('LoginScreen', () => {
  afterEach(() => sessionStorage.clear());

  it('goes straight to /menu when a token is stored', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('refreshToken', 'r');
    renderAt('/user-login', routes);
    expect(await screen.findByText('Members area')).toBeTruthy();
  });

  it('signs in, storing token, refresh token and user under the spec’s keys', async () => {
    stubApi((url) => (url.pathname === '/api/user/login' ? { body: { token: 'access', refreshToken: 'refresh', user } } : undefined));
    const u = userEvent.setup();
    renderAt('/user-login', routes);
    await u.type(screen.getByLabelText('Email'), 'p@example.com');
    await u.type(screen.getByLabelText('Password'), 'secret-password');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Members area')).toBeTruthy();
    expect([localStorage.getItem('token'), localStorage.getItem('refreshToken'), localStorage.getItem('id'), localStorage.getItem('name')]).toEqual([
      'access',
      'refresh',
      user._id,
      'Priya Shah',
    ]);
  });

  it('shows a wrong password above the form, once: no toast repeats it', async () => {
    stubApi(() => ({ status: 401, body: { message: 'Invalid email or password' } }));
    const u = userEvent.setup();
    renderAt('/user-login', routes);
    await u.type(screen.getByLabelText('Email'), 'p@example.com');
    await u.type(screen.getByLabelText('Password'), 'wrong-password');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Invalid email or password')).toHaveLength(1);
  });

  it('sends an unverified account to the code screen', async () => {
    stubApi(() => ({ status: 403, body: { message: 'Please verify your email address first' } }));
    const u = userEvent.setup();
    renderAt('/user-login', routes);
    await u.type(screen.getByLabelText('Email'), 'new@example.com');
    await u.type(screen.getByLabelText('Password'), 'whatever-123');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Code screen')).toBeTruthy();
    expect(localStorage.getItem('email')).toBe('new@example.com');
  });

  it("after signing in, a plan picked on the landing page goes to that plan's checkout", async () => {
    sessionStorage.setItem('chosenPlan', 'b2c4e6f8-0a1b-4c3d-8e5f-6a7b8c9d0e1f');
    stubApi((url) => (url.pathname === '/api/user/login' ? { body: { token: 'access', refreshToken: 'refresh', user } } : undefined));
    const u = userEvent.setup();
    renderAt('/user-login', routes);
    await u.type(screen.getByLabelText('Email'), 'p@example.com');
    await u.type(screen.getByLabelText('Password'), 'secret-password');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Membership screen ?plan=b2c4e6f8-0a1b-4c3d-8e5f-6a7b8c9d0e1f')).toBeTruthy();
  });

  async function signIn(path: string) {
    stubApi((url) => (url.pathname === '/api/user/login' ? { body: { token: 'access', refreshToken: 'refresh', user } } : undefined));
    const u = userEvent.setup();
    renderAt(path, routes);
    await u.type(screen.getByLabelText('Email'), 'p@example.com');
    await u.type(screen.getByLabelText('Password'), 'secret-password');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('after signing in, goes back to the members-area link that sent the learner here', async () => {
    await signIn(`/user-login?next=${encodeURIComponent('/menu/tests/take-test/t-42?from=mail')}`);
    expect(await screen.findByText('Take test at /menu/tests/take-test/t-42?from=mail')).toBeTruthy();
  });

  it('goes straight back to that link when a token is already stored', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('refreshToken', 'r');
    renderAt(`/user-login?next=${encodeURIComponent('/menu/tests/take-test/t-42')}`, routes);
    expect(await screen.findByText('Take test at /menu/tests/take-test/t-42')).toBeTruthy();
  });

  it.each([
    'https://evil.example/menu',
    '//evil.example/menu',
    '/\\evil.example/menu',
    'javascript:alert(1)',
    '/user-signup',
    '/menu/../user-signup',
    '/menu/%2e%2e/user-signup',
    '/menux',
    ' /menu/tests',
  ])('takes back only a path of the members area, never %j: the members area instead', async (next) => {
    await signIn(`/user-login?next=${encodeURIComponent(next)}`);
    expect(await screen.findByText('Members area')).toBeTruthy();
  });

  it('keeps the way back through the code screen for an account still to verify', async () => {
    stubApi(() => ({ status: 403, body: { message: 'Please verify your email address first' } }));
    const u = userEvent.setup();
    renderAt(`/user-login?next=${encodeURIComponent('/menu/tests')}`, [
      ...routes.filter((r) => r.path !== '/user-otp'),
      { path: '/user-otp', element: <RouteProbe name="Code screen" /> },
    ]);
    await u.type(screen.getByLabelText('Email'), 'new@example.com');
    await u.type(screen.getByLabelText('Password'), 'whatever-123');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Code screen at /user-otp?next=%2Fmenu%2Ftests')).toBeTruthy();
  });
});
