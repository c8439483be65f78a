import type { Middleware } from 'openapi-fetch';
import { signInPath } from '../lib/return-path';
import { clearSession, readSession, saveTokens } from './session';

/** Calls that must never carry or refresh a session. */
const SESSION_CALLS = /\/api\/(auth\/(refresh-token|logout)|user\/(login|register|verify-email))$/;

const originals = new WeakMap<Request, Request>();
let refreshing: Promise<string | null> | undefined;

/**
 * Adds the bearer token to every call; on a 401, refreshes the session once (one refresh at a
 * time, shared by every waiting call) and retries the call; if that fails, signs out.
 */
export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const session = readSession();
    if (session && !SESSION_CALLS.test(new URL(request.url, location.href).pathname)) {
      request.headers.set('Authorization', `Bearer ${session.token}`);
      originals.set(request, request.clone());
    }
    return request;
  },
  async onResponse({ request, response }) {
    const original = originals.get(request);
    if (response.status !== 401 || !original) return response;
    const sent = request.headers.get('Authorization')?.slice('Bearer '.length) ?? '';
    const token = await refreshedToken(sent);
    if (!token) {
      signOut();
      return response;
    }
    original.headers.set('Authorization', `Bearer ${token}`);
    return globalThis.fetch(original);
  },
};

/**
 * A renewed access token after the current one was refused elsewhere (the chat socket's
 * handshake): refreshes once, shared with any call doing the same; null when signed out.
 */
export function renewAccessToken(): Promise<string | null> {
  return refreshedToken(readSession()?.token ?? '');
}

/** A fresh access token: another tab or call may already have refreshed, otherwise refresh now. */
function refreshedToken(sent: string): Promise<string | null> {
  const session = readSession();
  if (!session) return Promise.resolve(null);
  if (session.token !== sent) return Promise.resolve(session.token);
  refreshing ??= refresh(session.refreshToken).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function refresh(refreshToken: string): Promise<string | null> {
  try {
    const response = await globalThis.fetch('/api/auth/refresh-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (!response.ok) {
      // A tab that refreshed a moment ago may have rotated the token: use its result.
      const now = readSession();
      return now && now.refreshToken !== refreshToken ? now.token : null;
    }
    const pair = (await response.json()) as { token: string; refreshToken: string };
    saveTokens(pair.token, pair.refreshToken);
    return pair.token;
  } catch {
    return null;
  }
}

/** Ends the local session and goes to the login screen, which comes back to the members-area screen the learner was on. */
function signOut(): void {
  clearSession();
  // The staff app (at /staff) has its own sign-in at its root.
  const signIn = location.pathname.startsWith('/staff') ? '#/' : `#${signInPath(location.hash.replace(/^#/, ''))}`;
  if (location.hash !== signIn && !location.hash.startsWith('#/user-login')) location.hash = signIn;
}
