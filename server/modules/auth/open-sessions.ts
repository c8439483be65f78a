import type { Clock } from '../../lib/clock.ts';
import type { NoticeHandlers } from '../../db/notices.ts';

/** The channel on which the database announces each session that has ended (migration 0013). */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';

export interface OpenSessionsOptions {
  /** How many sessions are kept at most; past it, the oldest kept is asked of the database again. */
  maxEntries?: number;
  /** How long a session is taken as open without asking again, even with no notice of its end. */
  trustMs?: number;
}

/**
 * The sessions this process has lately found open, so a bearer call does not ask the database
 * every time. Every end of a session is announced by the database at its commit (a trigger on
 * refresh_tokens), to every process, whichever process or tool ended it; a session is forgotten
 * when its notice comes, and kept no longer than `trustMs` nor past its last token's expiry.
 *
 * Nothing is kept unless this process is listening: before the notice connection is up, and
 * from its loss until it is back (when notices may have been missed), every call asks the
 * database. A check that started before an end was heard does not keep what it read (it may have
 * read the session before the end's commit): `epoch` counts the ends and losses heard.
 */
export function openSessions(clock: Clock, { maxEntries = 100_000, trustMs = 30_000 }: OpenSessionsOptions = {}) {
  /** Family id -> whose session it is and until when it is taken as open (ms since epoch). */
  const open = new Map<string, { userId: string; until: number }>();
  const waiting = new Map<string, Set<() => void>>();
  let listening = false;
  let epoch = 0;

  const forget = (familyId: string) => {
    epoch += 1;
    open.delete(familyId);
  };

  const startAfresh = (nowListening: boolean) => {
    epoch += 1;
    open.clear();
    listening = nowListening;
  };

  const handlers: NoticeHandlers = {
    notice(familyId) {
      forget(familyId);
      for (const heard of waiting.get(familyId) ?? []) heard();
    },
    // Back or away, what was kept may have missed ends: start afresh either way.
    listening: () => startAfresh(true),
    lost: () => startAfresh(false),
  };

  /** Asks the database, and keeps the answer unless an end or a loss was heard meanwhile. */
  async function ask(familyId: string, userId: string, liveUntil: () => Promise<Date | undefined>): Promise<boolean> {
    const asked = epoch;
    const until = await liveUntil();
    if (!until) return false;
    if (listening && asked === epoch) {
      open.delete(familyId);
      if (open.size >= maxEntries) open.delete(open.keys().next().value!);
      open.set(familyId, { userId, until: Math.min(until.getTime(), clock().getTime() + trustMs) });
    }
    return true;
  }

  return {
    /** What the database's notice connection tells this cache. */
    handlers,

    /** Whether the session is kept as open (then nobody need ask the database): answered at once. */
    keptOpen(familyId: string, userId: string): boolean {
      const kept = open.get(familyId);
      return listening && kept !== undefined && kept.userId === userId && clock().getTime() < kept.until;
    },

    /**
     * Whether the session is open: `true` at once from what is kept, else a promise of what
     * `liveUntil` answers, which asks the database until when its last live token lasts
     * (undefined: the session has ended). Callers on a hot path go on at once without a promise.
     */
    isOpen(familyId: string, userId: string, liveUntil: () => Promise<Date | undefined>): true | Promise<boolean> {
      return this.keptOpen(familyId, userId) || ask(familyId, userId, liveUntil);
    },

    /** Forgets a session this process has just ended (its notice also comes, to every process). */
    forget,

    /**
     * Resolves when this process hears the database announce the end of `familyId`, or after
     * `ms`. Ask before ending it: on the embedded database the notice comes with the commit. A
     * sign-out waits for it, so that once it answers this process refuses the session and the
     * database has sent the notice to every process listening: each refuses it as soon as it
     * reads the notice (milliseconds; its sockets of that session close at that moment).
     */
    endHeard(familyId: string, ms: number): { heard: Promise<void>; cancel(): void } {
      let done!: () => void;
      const heard = new Promise<void>((resolve) => {
        const set = waiting.get(familyId) ?? new Set();
        waiting.set(familyId, set);
        const timer = setTimeout(() => done(), listening ? ms : 0);
        done = () => {
          clearTimeout(timer);
          set.delete(done);
          if (!set.size) waiting.delete(familyId);
          resolve();
        };
        set.add(done);
      });
      return { heard, cancel: () => done() };
    },
  };
}

export type OpenSessions = ReturnType<typeof openSessions>;
