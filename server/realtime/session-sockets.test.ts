import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionSockets } from './session-sockets.ts';

/** A socket as the registry sees it: whether it was closed. */
const fakeSocket = () => ({
  closed: false,
  disconnect(this: { closed: boolean }) {
    this.closed = true;
  },
});

describe('sockets by session', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it("closes a session's sockets when it ends, and only that session's", () => {
    const registry = sessionSockets<ReturnType<typeof fakeSocket>>();
    const [a1, a2, b] = [fakeSocket(), fakeSocket(), fakeSocket()];
    expect([registry.add('a', a1), registry.add('a', a2), registry.add('b', b)]).toEqual([true, true, true]);
    registry.remove('a', a2);
    registry.end('a');
    expect([a1.closed, a2.closed, b.closed]).toEqual([true, false, false]);
  });

  it('refuses a socket of a session whose end was heard while its handshake was checking it, for a minute', () => {
    const registry = sessionSockets<ReturnType<typeof fakeSocket>>({ rememberMs: 60_000 });
    registry.end('a');
    expect(registry.add('a', fakeSocket())).toBe(false);
    vi.setSystemTime(Date.now() + 60_001);
    expect(registry.add('a', fakeSocket())).toBe(true);
  });

  it('asks again of every session with sockets when ends may have been missed, and closes those that ended', async () => {
    const registry = sessionSockets<ReturnType<typeof fakeSocket>>();
    const [open, ended, alsoEnded] = [fakeSocket(), fakeSocket(), fakeSocket()];
    registry.add('open', open);
    registry.add('ended', ended);
    registry.add('ended', alsoEnded);
    const asked: string[] = [];
    await registry.recheck(async (sessionId) => {
      asked.push(sessionId);
      return sessionId === 'open';
    });
    expect(asked.sort()).toEqual(['ended', 'open']);
    expect([open.closed, ended.closed, alsoEnded.closed]).toEqual([false, true, true]);
  });
});
