import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from './safe-storage';

afterEach(() => vi.restoreAllMocks());

describe('safe storage', () => {
  it('reads, writes and removes under the given keys, as text or JSON', () => {
    localStore.set('token', 'abc');
    localStore.setJson('user', { _id: 'u1' });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStore.getJson('user')).toEqual({ _id: 'u1' });
    localStore.remove('token', 'user');
    expect([localStore.get('token'), localStore.getJson('user')]).toEqual([null, null]);
    sessionStore.set('resetToken', 'r');
    expect([sessionStorage.getItem('resetToken'), localStorage.getItem('resetToken')]).toEqual(['r', null]);
  });

  it('gives null for JSON that does not parse', () => {
    localStorage.setItem('user', '{not json');
    expect(localStore.getJson('user')).toBeNull();
  });

  it('never throws when storage is blocked: reads find nothing, writes are dropped', () => {
    // A strict privacy setting makes even reading window.localStorage throw.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => localStore.set('token', 'abc')).not.toThrow();
    expect(() => localStore.setJson('user', {})).not.toThrow();
    expect(() => localStore.remove('token')).not.toThrow();
    expect(localStore.get('token')).toBeNull();
    expect(localStore.getJson('user')).toBeNull();
  });

  it('never throws when storage is full', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => localStore.setJson('answers_t1', { answers: [] })).not.toThrow();
    expect(localStore.get('answers_t1')).toBeNull();
  });
});
