import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWeb, stubApi, SUBDOMAIN_ID } from '../../tests/support/render-web';
import { readSession } from '../api/session';
import { StaffSignIn } from './staff-sign-in';

const person = (role: 'User' | 'Staff') => ({
  _id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  first_name: 'Tom',
  last_name: 'Hale',
  mobile: '',
  dob: null,
  email: 'tom@example.com',
  profile_url: '/default-profile.svg',
  subdomain: SUBDOMAIN_ID,
  is_active_plan: false,
  role,
  leaderboard_name_hidden: false,
});

function serve(role: 'User' | 'Staff') {
  const bodies: Record<string, unknown> = {};
  stubApi(async (url, request) => {
    if (request.method === 'POST') bodies[url.pathname] = await request.json();
    if (url.pathname === '/api/user/login') return { body: { token: 'access', refreshToken: 'refresh', user: person(role) } };
    if (url.pathname === '/api/auth/logout') return { status: 204, body: undefined };
    if (url.pathname === '/api/user/getotp-to-forgot-password') return { body: { success: true, message: 'sent' } };
    if (url.pathname === '/api/user/submitotp-to-forgot-password') return { body: { success: true, message: 'ok', resetToken: 'reset-token' } };
    if (url.pathname === '/api/user/reset-password') return { body: { message: 'Your password has been reset' } };
    return undefined;
  });
  return bodies;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'tom@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Staff-Secret-1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('StaffSignIn', () => {
  it('keeps a staff member signed in', async () => {
    serve('Staff');
    renderWeb(<StaffSignIn />);
    await signIn();
    await waitFor(() => expect(readSession()?.user?.role).toBe('Staff'));
  });

  it('refuses a learner and signs them out', async () => {
    const bodies = serve('User');
    renderWeb(<StaffSignIn />);
    await signIn();
    expect(await screen.findByText(/This is a learner's account/)).toBeTruthy();
    expect(readSession()).toBeNull();
    await waitFor(() => expect(bodies['/api/auth/logout']).toEqual({ refreshToken: 'refresh' }));
  });

  it('sets a first password with the emailed code, then signs in with it', async () => {
    const bodies = serve('Staff');
    renderWeb(<StaffSignIn />);
    await userEvent.click(screen.getByRole('button', { name: 'First time here, or forgot your password?' }));
    await userEvent.type(screen.getByLabelText('Email'), 'tom@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    await userEvent.type(await screen.findByLabelText('Code from the email'), '4821');
    await userEvent.type(screen.getByLabelText(/New password/), 'Staff-Secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(readSession()?.user?.role).toBe('Staff'));
    expect(bodies['/api/user/submitotp-to-forgot-password']).toEqual({ email: 'tom@example.com', otp: '4821' });
    expect(bodies['/api/user/reset-password']).toEqual({ email: 'tom@example.com', password: 'Staff-Secret-1', resetToken: 'reset-token' });
    expect(bodies['/api/user/login']).toMatchObject({ email: 'tom@example.com', password: 'Staff-Secret-1' });
  });
});
