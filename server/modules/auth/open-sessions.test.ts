import { describe, expect, it } from 'vitest';
import { openSessions } from './open-sessions.ts';

/** A database stand-in that counts how often it is asked, and answers what the test set. */
function fakeDatabase(until: Date | undefined) {
  const db = { asked: 0, until, answer: async () => (db.asked++, db.until) };
  return db;
}

describe('the sessions a process keeps as open', () => {
  const start = new Date('2026-11-26T10:00:00Z');
  /** A listening cache, and a database whose sessions last a minute. */
  const listeningSessions = () => {
    const open = openSessions(() => start);
    open.handlers.listening(false);
    return { open, db: fakeDatabase(new Date(start.getTime() + 60_000)) };
  };

  it('asks the database each time until it listens for ends, then once', async () => {
    const open = openSessions(() => start);
    const db = fakeDatabase(new Date(start.getTime() + 60_000));
    expect(await open.isOpen('f1', 'u1', db.answer)).toBe(true);
    expect(await open.isOpen('f1', 'u1', db.answer)).toBe(true);
    expect(db.asked).toBe(2);
    open.handlers.listening(false);
    for (let i = 0; i < 3; i++) expect(await open.isOpen('f1', 'u1', db.answer)).toBe(true);
    expect(db.asked).toBe(3);
  });

  it('tells at once only a session it keeps as open, for its own user, until it hears of its end', async () => {
    const { open, db } = listeningSessions();
    expect(open.keptOpen('f1', 'u1')).toBe(false);
    await open.isOpen('f1', 'u1', db.answer);
    expect(open.keptOpen('f1', 'u1')).toBe(true);
    expect(open.keptOpen('f1', 'u2')).toBe(false);
    open.handlers.notice('f1');
    expect(open.keptOpen('f1', 'u1')).toBe(false);
    await open.isOpen('f1', 'u1', db.answer);
    open.handlers.lost!(new Error('gone'), 500);
    expect(open.keptOpen('f1', 'u1')).toBe(false);
  });

  it('asks again once it hears the session end, and keeps nothing ended', async () => {
    const { open, db } = listeningSessions();
    await open.isOpen('f1', 'u1', db.answer);
    open.handlers.notice('f1');
    db.until = undefined;
    expect(await open.isOpen('f1', 'u1', db.answer)).toBe(false);
    expect(await open.isOpen('f1', 'u1', db.answer)).toBe(false);
    expect(db.asked).toBe(3);
  });

  it('does not keep what a check read before an end it heard while asking (the read may predate the commit)', async () => {
    const open = openSessions(() => start);
    open.handlers.listening(false);
    let release!: () => void;
    const slow = () => new Promise<Date>((resolve) => (release = () => resolve(new Date(start.getTime() + 60_000))));
    const checking = open.isOpen('f1', 'u1', slow);
    open.handlers.notice('f1');
    release();
    expect(await checking).toBe(true);
    const db = fakeDatabase(undefined);
    expect(await open.isOpen('f1', 'u1', db.answer)).toBe(false);
    expect(db.asked).toBe(1);
  });

  it('trusts nothing while its notice connection is away, and starts afresh when it is back', async () => {
    const { open, db } = listeningSessions();
    await open.isOpen('f1', 'u1', db.answer);
    open.handlers.lost!(new Error('gone'), 500);
    db.until = undefined; // ended while away: its notice was missed
    expect(await open.isOpen('f1', 'u1', db.answer)).toBe(false);
    open.handlers.listening(true);
    expect(await open.isOpen('f1', 'u1', db.answer)).toBe(false);
    expect(db.asked).toBe(3);
  });

  it('asks again past the last token expiry, past trustMs, and for another user of the same family id', async () => {
    let now = start;
    const open = openSessions(() => now, { trustMs: 30_000 });
    open.handlers.listening(false);
    const db = fakeDatabase(new Date(start.getTime() + 10_000));
    await open.isOpen('f1', 'u1', db.answer);
    expect(await open.isOpen('f1', 'u2', db.answer)).toBe(true);
    expect(db.asked).toBe(2);
    now = new Date(start.getTime() + 10_000);
    await open.isOpen('f1', 'u1', db.answer);
    expect(db.asked).toBe(3);

    db.until = new Date(start.getTime() + 3_600_000);
    await open.isOpen('f2', 'u1', db.answer);
    now = new Date(start.getTime() + 10_000 + 29_999);
    await open.isOpen('f2', 'u1', db.answer);
    expect(db.asked).toBe(4);
    now = new Date(start.getTime() + 10_000 + 30_000);
    await open.isOpen('f2', 'u1', db.answer);
    expect(db.asked).toBe(5);
  });

  it('keeps at most maxEntries sessions, dropping the oldest kept', async () => {
    const open = openSessions(() => start, { maxEntries: 2 });
    open.handlers.listening(false);
    const db = fakeDatabase(new Date(start.getTime() + 60_000));
    for (const family of ['f1', 'f2', 'f3']) await open.isOpen(family, 'u1', db.answer);
    await open.isOpen('f3', 'u1', db.answer);
    await open.isOpen('f2', 'u1', db.answer);
    expect(db.asked).toBe(3);
    await open.isOpen('f1', 'u1', db.answer);
    expect(db.asked).toBe(4);
  });

  it('tells a sign-out when the end it waits for is heard, or lets it go after the wait', async () => {
    const open = openSessions(() => start);
    open.handlers.listening(false);
    let heard = false;
    const waiting = open.endHeard('f1', 60_000);
    void waiting.heard.then(() => (heard = true));
    open.handlers.notice('f2');
    await Promise.resolve();
    expect(heard).toBe(false);
    open.handlers.notice('f1');
    await waiting.heard;
    expect(heard).toBe(true);

    const slow = open.endHeard('f3', 10);
    await slow.heard; // resolves after 10 ms with no notice
    const notListening = openSessions(() => start).endHeard('f4', 60_000);
    await notListening.heard; // nothing to hear: resolves at once
  });
});
