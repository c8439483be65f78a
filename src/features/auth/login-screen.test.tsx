import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { LoginScreen } from './login-screen';

const user = { _id: 'u1', first_name: 'Priya', last_name: 'Shah', mobile: '', dob: null, email: 'p@example.com', profile_url: '/default-profile.svg', subdomain: 's1', is_active_plan: false, role: 'User' };
const routes = [
  { path: '/user-login', element: <LoginScreen /> },
  { path: '/menu', element: <p>Members area</p> },
  { path: '/user-otp', element: <p>Code screen</p> },
  { path: '/menu/membership', element: <MembershipProbe /> },
];

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
    expect([localStorage.getItem('token'), localStorage.getItem('refreshToken'), localStorage.getItem('id'), localStorage.getItem('name')]).toEqual(['access', 'refresh', 'u1', 'Priya Shah']);
  });

  it('shows a wrong password above the form, and toasts it', async () => {
    stubApi(() => ({ status: 401, body: { message: 'Invalid email or password' } }));
    const u = userEvent.setup();
    renderAt('/user-login', routes);
    await u.type(screen.getByLabelText('Email'), 'p@example.com');
    await u.type(screen.getByLabelText('Password'), 'wrong-password');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findAllByText('Invalid email or password')).length).toBe(2);
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
});
