import { useSyncExternalStore } from 'react';
import type { components } from '../../openapi/schema.gen';

export type SessionUser = components['schemas']['User'];

export interface Session {
  token: string;
  refreshToken: string;
  user: SessionUser | null;
}

/** The spec's browser storage keys for a signed-in learner. */
const KEYS = ['token', 'refreshToken', 'user', 'id', 'name', 'profile', 'mobile'] as const;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Session | null = null;

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function set(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the session then lasts until the tab closes.
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The stored session, or null when signed out. Stable between changes (for React). */
export function readSession(): Session | null {
  const raw = `${get('token')}|${get('refreshToken')}|${get('user')}`;
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  const token = get('token');
  const refreshToken = get('refreshToken');
  let user: SessionUser | null = null;
  try {
    user = JSON.parse(get('user') ?? 'null') as SessionUser | null;
  } catch {
    user = null;
  }
  cached = token && refreshToken ? { token, refreshToken, user } : null;
  return cached;
}

export function saveTokens(token: string, refreshToken: string): void {
  set('token', token);
  set('refreshToken', refreshToken);
  emit();
}

/** Keeps the stored user (and the spec's id, name, profile and mobile keys) in step with the server. */
export function saveUser(user: SessionUser): void {
  set('user', JSON.stringify(user));
  set('id', user._id);
  set('name', `${user.first_name} ${user.last_name}`);
  set('profile', user.profile_url);
  set('mobile', user.mobile);
  emit();
}

export function saveSession(token: string, refreshToken: string, user: SessionUser): void {
  saveUser(user);
  saveTokens(token, refreshToken);
}

export function clearSession(): void {
  for (const key of KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing stored
    }
  }
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
