import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, testManifest } from '../../../tests/support/render-web';
import { aLearner } from '../../../tests/support/web-learner';
import { MyAccountScreen } from './my-account-screen';

const user = aLearner({ mobile: '+447400123456', dob: '1998-04-12' });

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refreshToken', 'refresh');
  localStorage.setItem('user', JSON.stringify(user));
});

const region = (name: string) => within(screen.getByRole('region', { name }));
/** The error shown for a field, through its aria-describedby (the last description is the error). */
const errorOf = (field: HTMLElement) =>
  field.getAttribute('aria-invalid') === 'true' ? document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent : undefined;

describe('MyAccountScreen', () => {
  it('Basic Details: fills from the profile, checks the phone for its country, and sends E.164', async () => {
    const calls = stubApi((url) => {
      if (url.pathname === '/api/user/get-profile') return { body: { user } };
      if (url.pathname === '/api/user/update-profile') return { body: { status: 'Profile updated successfully', user } };
      return undefined;
    });
    const u = userEvent.setup();
    renderAt('/menu/my-account', [{ path: '/menu/my-account', element: <MyAccountScreen /> }]);
    const details = region('Basic Details');
    const phone = await details.findByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveProperty('value', '7400123456');
    await u.clear(phone);
    await u.type(phone, '12345');
    await u.click(details.getByRole('button', { name: 'Save changes' }));
    expect(errorOf(phone)).toBe('Enter a valid phone number for United Kingdom (+44)');
    expect(calls.filter((c) => c.url.endsWith('/update-profile'))).toHaveLength(0);

    await u.clear(phone);
    await u.type(phone, '07400 123457');
    await u.click(details.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    const sent = await calls
      .find((c) => c.url.endsWith('/update-profile'))!
      .clone()
      .formData();
    expect(Object.fromEntries(sent)).toEqual({
      first_name: 'Priya',
      last_name: 'Shah',
      mobile: '+447400123457',
      dob: '1998-04-12',
      leaderboard_name_hidden: 'false',
    });
    expect(errorOf(phone)).toBeUndefined();
  });

  it('Basic Details: the learner hides their name on the leaderboard, sent with the details and kept in the stored user', async () => {
    const calls = stubApi(async (url, request) => {
      if (url.pathname === '/api/user/get-profile') return { body: { user } };
      if (url.pathname === '/api/user/update-profile') {
        const hidden = (await request.clone().formData()).get('leaderboard_name_hidden') === 'true';
        return { body: { status: 'Profile updated successfully', user: { ...user, leaderboard_name_hidden: hidden } } };
      }
      return undefined;
    });
    const u = userEvent.setup();
    renderAt('/menu/my-account', [{ path: '/menu/my-account', element: <MyAccountScreen /> }]);
    const details = region('Basic Details');
    const hide = await details.findByRole('checkbox', { name: 'Hide my name on the leaderboard' });
    expect(document.getElementById(hide.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Other learners see you as “Learner”. You still see your own row as “You”.',
    );
    expect(hide).toHaveProperty('checked', false);
    await u.click(hide);
    await u.click(details.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    const sent = await calls
      .find((c) => c.url.endsWith('/update-profile'))!
      .clone()
      .formData();
    expect(sent.get('leaderboard_name_hidden')).toBe('true');
    expect(JSON.parse(localStorage.getItem('user')!).leaderboard_name_hidden).toBe(true);
    expect(details.getByRole('checkbox', { name: 'Hide my name on the leaderboard' })).toHaveProperty('checked', true);
  });

  it('Basic Details: a provider without a leaderboard offers no such choice and never sends one', async () => {
    const calls = stubApi((url) => {
      if (url.pathname === '/api/user/get-profile') return { body: { user } };
      if (url.pathname === '/api/user/update-profile') return { body: { status: 'Profile updated successfully', user } };
      return undefined;
    });
    const u = userEvent.setup();
    renderAt('/menu/my-account', [{ path: '/menu/my-account', element: <MyAccountScreen /> }], {
      ...testManifest,
      features: { ...testManifest.features, leaderboard: false },
    });
    const details = region('Basic Details');
    await u.click(await details.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(details.queryByRole('checkbox')).toBeNull();
    const sent = await calls
      .find((c) => c.url.endsWith('/update-profile'))!
      .clone()
      .formData();
    expect(sent.has('leaderboard_name_hidden')).toBe(false);
  });

  it('Basic Details: shows the server’s field error beside its field', async () => {
    stubApi((url) => {
      if (url.pathname === '/api/user/get-profile') return { body: { user } };
      if (url.pathname === '/api/user/update-profile')
        return {
          status: 400,
          body: {
            message: 'Your first name must not contain a control character.',
            fields: { first_name: 'Your first name must not contain a control character.' },
          },
        };
      return undefined;
    });
    const u = userEvent.setup();
    renderAt('/menu/my-account', [{ path: '/menu/my-account', element: <MyAccountScreen /> }]);
    const details = region('Basic Details');
    await u.click(await details.findByRole('button', { name: 'Save changes' }));
    const firstName = details.getByLabelText('First name');
    await waitFor(() => expect(errorOf(firstName)).toBe('Your first name must not contain a control character.'));
  });

  it('Language: saves the choice alone, so an account without a date of birth (or any detail) can change it', async () => {
    const without = { ...user, dob: null, mobile: '' };
    localStorage.setItem('user', JSON.stringify(without));
    const calls = stubApi((url) => {
      if (url.pathname === '/api/user/get-profile') return { body: { user: without } };
      if (url.pathname === '/api/user/update-profile') return { body: { status: 'Profile updated successfully', user: { ...without, language: 'ar' } } };
      return undefined;
    });
    // The page loads again in the language chosen; jsdom cannot.
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      const u = userEvent.setup();
      renderAt('/menu/my-account', [{ path: '/menu/my-account', element: <MyAccountScreen /> }], { ...testManifest, languages: ['en-GB', 'ar'] });
      await u.click(await region('Language').findByRole('button', { name: 'العربية' }));
      await waitFor(() => expect(reload).toHaveBeenCalled());
      const sent = await calls
        .find((c) => c.url.endsWith('/update-profile'))!
        .clone()
        .formData();
      expect(Object.fromEntries(sent)).toEqual({ language: 'ar' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('Upload Profile Picture: sends the picture alone', async () => {
    const without = { ...user, dob: null };
    localStorage.setItem('user', JSON.stringify(without));
    const calls = stubApi((url) => {
      if (url.pathname === '/api/user/get-profile') return { body: { user: without } };
      if (url.pathname === '/api/user/update-profile') return { body: { status: 'Profile updated successfully', user: without } };
      return undefined;
    });
    // The chosen picture's preview; jsdom has no object URLs.
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:preview';
    try {
      const u = userEvent.setup();
      renderAt('/menu/my-account', [{ path: '/menu/my-account', element: <MyAccountScreen /> }]);
      const picture = region('Upload Profile Picture');
      await u.upload(await screen.findByTestId('picture-input'), new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
      await u.click(picture.getByRole('button', { name: 'Upload picture' }));
      expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
      const sent = await calls
        .find((c) => c.url.endsWith('/update-profile'))!
        .clone()
        .formData();
      expect([...sent.keys()]).toEqual(['image']);
    } finally {
      URL.createObjectURL = createObjectURL;
    }
  });

  it('Password & Security: each field required, the new one at least 8 characters; then changed in place', async () => {
    const calls = stubApi((url) => {
      if (url.pathname === '/api/user/get-profile') return { body: { user } };
      if (url.pathname === '/api/user/change-password') return { body: { message: 'Password changed', token: 'a2', refreshToken: 'r2' } };
      return undefined;
    });
    const u = userEvent.setup();
    renderAt('/menu/my-account', [{ path: '/menu/my-account', element: <MyAccountScreen /> }]);
    const security = region('Password & Security');
    const [current, fresh, confirm] = [
      security.getByLabelText('Current password'),
      security.getByLabelText('New password'),
      security.getByLabelText('Confirm new password'),
    ];
    await u.click(security.getByRole('button', { name: 'Update password' }));
    expect([current, fresh, confirm].map(errorOf)).toEqual(['Please fill this in', 'Please fill this in', 'Please fill this in']);
    await u.type(current, 'Old-Password-1');
    await u.type(fresh, 'short');
    await u.type(confirm, 'different');
    await u.click(security.getByRole('button', { name: 'Update password' }));
    expect([current, fresh, confirm].map(errorOf)).toEqual([undefined, 'Must be at least 8 characters.', undefined]);
    await u.clear(fresh);
    await u.type(fresh, 'Changed-Password-88');
    await u.click(security.getByRole('button', { name: 'Update password' }));
    expect(await security.findByText(/Your password has been changed\./)).toBeTruthy();
    expect(
      await calls
        .find((c) => c.url.endsWith('/change-password'))!
        .clone()
        .json(),
    ).toEqual({ old_password: 'Old-Password-1', password: 'Changed-Password-88', confirm_password: 'different' });
    expect([current, fresh, confirm].map((input) => (input as HTMLInputElement).value)).toEqual(['', '', '']);
    expect(localStorage.getItem('token')).toBe('a2');
  });
});
