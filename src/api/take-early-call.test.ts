import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyCall } from './take-early-call';

const ADDRESS = '/api/test/get-test/abc?mode=practice';

function leave(token: string) {
  const response = Promise.resolve(new Response('{"ok":true}'));
  window.__earlyCalls = { [ADDRESS]: { token, response } };
  return response;
}

const request = (token: string, method = 'GET', address = ADDRESS) =>
  new Request(new URL(address, location.href), { method, headers: { Authorization: `Bearer ${token}` } });

afterEach(() => {
  delete window.__earlyCalls;
});

describe('takeEarlyCall', () => {
  it('hands over the answer once, to the same call with the same session', () => {
    const response = leave('t1');
    expect(takeEarlyCall(request('t1'))).toBe(response);
    expect(takeEarlyCall(request('t1'))).toBeUndefined();
  });

  it('leaves it for another session, another method or another address', () => {
    leave('t1');
    expect(takeEarlyCall(request('t2'))).toBeUndefined();
    expect(takeEarlyCall(request('t1', 'POST'))).toBeUndefined();
    expect(takeEarlyCall(request('t1', 'GET', '/api/test/get-test/abc?mode=recharge'))).toBeUndefined();
    expect(takeEarlyCall(request('t1'))).toBeDefined();
  });
});
