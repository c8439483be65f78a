import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap } from './client';
import { readSession, saveTokens } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  location.hash = '';
});

function server(handler: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
    seen.push(request.clone());
    return handler(request);
  });
  return seen;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const profile = {
  user: {
    _id: 'u1',
    first_name: 'P',
    last_name: 'S',
    mobile: '',
    dob: null,
    email: 'p@example.com',
    profile_url: '/default-profile.svg',
    subdomain: 's',
    is_active_plan: false,
    role: 'User',
  },
};

describe('the auth middleware', () => {
  it('sends the bearer token', async () => {
    saveTokens('access-1', 'refresh-1');
    const seen = server(() => json(200, profile));
    await unwrap(api.GET('/api/user/get-profile'));
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('on a 401 refreshes once, stores the new tokens and retries the call', async () => {
    saveTokens('old-access', 'refresh-1');
    const seen = server(async (request) => {
      if (request.url.endsWith('/api/auth/refresh-token')) return json(200, { token: 'new-access', refreshToken: 'refresh-2' });
      return request.headers.get('authorization') === 'Bearer new-access' ? json(200, profile) : json(401, { message: 'expired' });
    });
    const [a, b] = await Promise.all([unwrap(api.GET('/api/user/get-profile')), unwrap(api.GET('/api/user/get-profile'))]);
    expect(a.user._id).toBe('u1');
    expect(b.user._id).toBe('u1');
    expect(seen.filter((r) => r.url.endsWith('/api/auth/refresh-token'))).toHaveLength(1);
    expect(readSession()).toMatchObject({ token: 'new-access', refreshToken: 'refresh-2' });
  });

  it('signs out and goes to the login screen when the refresh fails', async () => {
    saveTokens('old-access', 'refresh-1');
    server(() => json(401, { message: 'Your session has ended. Please sign in again.' }));
    await expect(unwrap(api.GET('/api/user/get-profile'))).rejects.toThrow('Your session has ended. Please sign in again.');
    expect(readSession()).toBeNull();
    expect(location.hash).toBe('#/user-login');
  });

  it('names the members-area screen the learner was on, to come back to once signed in again', async () => {
    location.hash = '#/menu/tests?page=2';
    saveTokens('old-access', 'refresh-1');
    server(() => json(401, { message: 'Your session has ended. Please sign in again.' }));
    await expect(unwrap(api.GET('/api/user/get-profile'))).rejects.toThrow();
    expect(location.hash).toBe('#/user-login?next=%2Fmenu%2Ftests%3Fpage%3D2');
  });
});
