import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyCall } from '../api/take-early-call';
import { startEarlyCall } from './start-early-call';

const ID = '0b0b0b0b-0000-4000-8000-000000000000';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__earlyCalls;
});

describe('the early call the boot script leaves for the app', () => {
  it('is started for a route that has one, and handed over to the same request with the same session, once', async () => {
    localStorage.setItem('token', 't1');
    const fetch = vi.fn(async () => new Response('{"ok":true}'));
    vi.stubGlobal('fetch', fetch);
    const response = startEarlyCall(`/menu/recharge/take-test/${ID}`);
    const address = `/api/test/get-test/${ID}?mode=recharge`;
    expect(fetch).toHaveBeenCalledWith(address, { headers: { Authorization: 'Bearer t1' } });
    const request = new Request(new URL(address, location.href), { headers: { Authorization: 'Bearer t1' } });
    expect(takeEarlyCall(request)).toBe(response);
    expect(takeEarlyCall(request)).toBeUndefined();
    expect(await (await response!).json()).toEqual({ ok: true });
  });

  it('is not started for a route without one', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(startEarlyCall('/menu')).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__earlyCalls).toBeUndefined();
  });
});
