import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubApi, SUBDOMAIN_ID } from '../../../tests/support/render-web';
import { aLearner } from '../../../tests/support/web-learner';
import { OtpScreen } from './otp-screen';

const routes = [
  { path: '/user-otp', element: <OtpScreen /> },
  { path: '/menu', element: <p>Members area</p> },
  { path: '/user-reset-password', element: <p>Reset screen</p> },
  { path: '/menu/membership', element: <MembershipProbe /> },
];

function MembershipProbe() {
  return <p>Membership screen {useLocation().search}</p>;
}

const REGISTRATION = '3q2-7wEjR6mYB0l1d9Cq0xk8bN4uVw5ZfXcT2aHpLsE';

/** What the sign-up screen leaves for this screen: the email and this browser's sign-up. */
function signedUp() {
  localStorage.setItem('email', 'p@example.com');
  localStorage.setItem('registration', REGISTRATION);
}

const verifiedUser = aLearner({ first_name: 'P', last_name: 'S' });

describe('OtpScreen', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("says 'All fields required' for fewer than four digits, and sends nothing", async () => {
    signedUp();
    const calls = stubApi(() => undefined);
    const u = userEvent.setup();
    renderAt('/user-otp', routes);
    expect(screen.getByText('p@example.com')).toBeTruthy();
    await u.type(screen.getByRole('textbox', { name: 'Digit 1 of 4' }), '12');
    await u.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(screen.getByText('All fields required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('verifies the code with this browser’s sign-up, stores the session, forgets the sign-up and goes to /menu', async () => {
    signedUp();
    const calls = stubApi((url) =>
      url.pathname === '/api/user/verify-email'
        ? {
            body: {
              token: 'a',
              refreshToken: 'r',
              user: {
                _id: '0c1d2e3f-4a5b-4c6d-8e7f-000000000001',
                first_name: 'P',
                last_name: 'S',
                mobile: '',
                dob: null,
                email: 'p@example.com',
                profile_url: '/default-profile.svg',
                subdomain: SUBDOMAIN_ID,
                is_active_plan: false,
                role: 'User',
                leaderboard_name_hidden: false,
              },
            },
          }
        : undefined,
    );
    const u = userEvent.setup();
    renderAt('/user-otp', routes);
    await u.type(screen.getByRole('textbox', { name: 'Digit 1 of 4' }), '4821');
    await u.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Members area')).toBeTruthy();
    expect(await calls[0]!.clone().json()).toEqual({ email: 'p@example.com', otp: '4821', registration: REGISTRATION });
    expect(localStorage.getItem('token')).toBe('a');
    expect(localStorage.getItem('registration')).toBeNull();
  });

  it('in the forgot flow, exchanges the code for a reset and goes to the reset screen', async () => {
    localStorage.setItem('email', 'p@example.com');
    localStorage.setItem('forget', 'true');
    stubApi((url) =>
      url.pathname === '/api/user/submitotp-to-forgot-password' ? { body: { success: true, message: 'ok', resetToken: 'reset-token-123456' } } : undefined,
    );
    const u = userEvent.setup();
    renderAt('/user-otp', routes);
    expect(screen.getByRole('heading', { name: 'Enter your reset code' })).toBeTruthy();
    await u.type(screen.getByRole('textbox', { name: 'Digit 1 of 4' }), '1234');
    await u.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Reset screen')).toBeTruthy();
    expect(sessionStorage.getItem('resetToken')).toBe('reset-token-123456');
  });

  it("'Click to resend' asks for a new code and says 'OTP sent to the mail'", async () => {
    signedUp();
    stubApi((url) => (url.pathname === '/api/user/resend-otp' ? { body: { message: 'OTP sent to the mail' } } : undefined));
    const u = userEvent.setup();
    renderAt('/user-otp', routes);
    await u.click(screen.getByRole('button', { name: 'Click to resend' }));
    expect(await screen.findByText('OTP sent to the mail')).toBeTruthy();
  });

  it("after verifying, a plan picked on the landing page goes to that plan's checkout", async () => {
    signedUp();
    sessionStorage.setItem('chosenPlan', 'b2c4e6f8-0a1b-4c3d-8e5f-6a7b8c9d0e1f');
    stubApi((url) => (url.pathname === '/api/user/verify-email' ? { body: { token: 'a', refreshToken: 'r', user: verifiedUser } } : undefined));
    const u = userEvent.setup();
    renderAt('/user-otp', routes);
    await u.type(screen.getByRole('textbox', { name: 'Digit 1 of 4' }), '4821');
    await u.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Membership screen ?plan=b2c4e6f8-0a1b-4c3d-8e5f-6a7b8c9d0e1f')).toBeTruthy();
  });

  it('without a sign-up made in this browser, says the code works only where the sign-up was made and offers to sign up here', async () => {
    localStorage.setItem('email', 'p@example.com');
    const calls = stubApi(() => undefined);
    renderAt('/user-otp', routes);
    expect(screen.getByText(/This browser has no sign-up waiting for this email/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account?' }).getAttribute('href')).toBe('/user-signup');
    expect(screen.queryByRole('button', { name: 'Verify Email' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
