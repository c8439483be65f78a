import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { SignupScreen } from './signup-screen';

const routes = [
  { path: '/user-signup', element: <SignupScreen /> },
  { path: '/user-otp', element: <p>Code screen</p> },
];

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Priya');
  await user.type(screen.getByLabelText('Last name'), 'Shah');
  await user.type(screen.getByLabelText('Date of birth'), '1998-04-12');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '07400123456');
  await user.type(screen.getByLabelText('Email'), 'priya@example.com');
  await user.type(screen.getByLabelText('Password'), 'Revision-Rota-2026!');
}

describe('SignupScreen', () => {
  it('shows each missing field’s error beside it and sends nothing', async () => {
    const calls = stubApi(() => undefined);
    const user = userEvent.setup();
    renderAt('/user-signup', routes);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const label of ['First name', 'Last name', 'Date of birth', 'Email', 'Password']) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent, label).toBe('Please fill this in');
    }
    expect(screen.getByText('Enter your phone number (up to 15 digits)')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses a phone number that is not valid for the chosen country, and sends nothing', async () => {
    const calls = stubApi(() => undefined);
    const user = userEvent.setup();
    renderAt('/user-signup', routes);
    await fillValid(user);
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await user.clear(phone);
    await user.type(phone, '07700900123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid phone number for United Kingdom (+44)')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses a date of birth later than today', async () => {
    stubApi(() => undefined);
    const user = userEvent.setup();
    renderAt('/user-signup', routes);
    await user.type(screen.getByLabelText('Date of birth'), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Date of birth cannot be later than today')).toBeTruthy();
  });

  it('registers with the phone in international form and the page host, stores the email and its sign-up and goes to the code screen', async () => {
    const registration = '3q2-7wEjR6mYB0l1d9Cq0xk8bN4uVw5ZfXcT2aHpLsE';
    const calls = stubApi((url) =>
      url.pathname === '/api/user/register' ? { status: 201, body: { message: 'sent', email: 'priya@example.com', registration } } : undefined,
    );
    const user = userEvent.setup();
    renderAt('/user-signup', routes);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Code screen')).toBeTruthy();
    expect(await calls[0]!.clone().json()).toEqual({
      first_name: 'Priya',
      last_name: 'Shah',
      dob: '1998-04-12',
      mobile: '+447400123456',
      email: 'priya@example.com',
      password: 'Revision-Rota-2026!',
      subdomain: window.location.hostname,
    });
    expect(localStorage.getItem('email')).toBe('priya@example.com');
    expect(localStorage.getItem('registration')).toBe(registration);
  });

  it('shows the server’s field error beside its field once, as a sentence without the field’s name, and no toast', async () => {
    const sentence = 'The password is one of the most common passwords, so choose one that is harder to guess.';
    stubApi(() => ({ status: 400, body: { message: sentence, fields: { password: sentence } } }));
    const user = userEvent.setup();
    renderAt('/user-signup', routes);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(sentence)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that names no field of the form above the form, and no toast', async () => {
    stubApi(() => ({ status: 409, body: { message: 'An account with this email already exists.' } }));
    const user = userEvent.setup();
    renderAt('/user-signup', routes);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findAllByText('An account with this email already exists.')).toHaveLength(1);
  });
});
