import type { NoticeHandlers } from '../../db/notices.ts';

/** Someone outside auth who must act when sessions end (the ticket chat closes their sockets). */
export interface SessionEndWatcher {
  /** The database announced the end of this session (heard by every process). */
  ended(sessionId: string): void;
  /** Notices may have been missed (the notice connection is back after a loss): ask again. */
  mayHaveMissed(): void;
}

/**
 * Passes the database's notices of ended sessions to `inner` (the cache of open sessions) first,
 * so a watcher that asks whether a session is open gets the database's answer, then to every
 * watcher. A watcher that throws is not allowed to keep the others from hearing.
 */
export function sessionEnds(inner: NoticeHandlers) {
  const watchers = new Set<SessionEndWatcher>();
  const tell = (each: (watcher: SessionEndWatcher) => void) => {
    for (const watcher of watchers) {
      try {
        each(watcher);
      } catch {
        // The watcher's own failure; the session has ended all the same.
      }
    }
  };
  const handlers: NoticeHandlers = {
    notice(sessionId) {
      inner.notice(sessionId);
      tell((watcher) => watcher.ended(sessionId));
    },
    listening(again) {
      inner.listening(again);
      if (again) tell((watcher) => watcher.mayHaveMissed());
    },
    lost: (error, retryInMs) => inner.lost?.(error, retryInMs),
  };
  return {
    handlers,
    /** Starts telling `watcher`; returns the function that stops. */
    watch(watcher: SessionEndWatcher): () => void {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
  };
}
