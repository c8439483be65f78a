import { useSyncExternalStore } from 'react';
import type { components } from '../../openapi/schema.gen';
import { localStore } from '../lib/safe-storage';
import { followAccountLanguage } from '../i18n/follow-account-language';

export type SessionUser = components['schemas']['User'];

interface Session {
  token: string;
  refreshToken: string;
  user: SessionUser | null;
}

/** The spec's browser storage keys for a signed-in learner. */
const KEYS = ['token', 'refreshToken', 'user', 'id', 'name', 'profile', 'mobile'] as const;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Session | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

/** The stored session, or null when signed out. Stable between changes (for React). */
export function readSession(): Session | null {
  const token = localStore.get('token');
  const refreshToken = localStore.get('refreshToken');
  const raw = `${token}|${refreshToken}|${localStore.get('user')}`;
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  const user = localStore.getJson<SessionUser>('user');
  cached = token && refreshToken ? { token, refreshToken, user } : null;
  return cached;
}

export function saveTokens(token: string, refreshToken: string): void {
  localStore.set('token', token);
  localStore.set('refreshToken', refreshToken);
  emit();
}

/** Keeps the stored user (and the spec's id, name, profile and mobile keys) in step with the server. */
export function saveUser(user: SessionUser): void {
  localStore.setJson('user', user);
  localStore.set('id', user._id);
  localStore.set('name', `${user.first_name} ${user.last_name}`);
  localStore.set('profile', user.profile_url);
  localStore.set('mobile', user.mobile);
  emit();
  followAccountLanguage(user.language);
}

export function saveSession(token: string, refreshToken: string, user: SessionUser): void {
  saveUser(user);
  saveTokens(token, refreshToken);
}

export function clearSession(): void {
  localStore.remove(...KEYS);
  emit();
}

function subscribeSession(listener: () => void): () => void {
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
