interface Closable {
  disconnect(close: boolean): unknown;
}

/**
 * This process's sockets by the session whose token opened them, so that the end of a session
 * (a sign-out, a password change or reset, a revoked session: announced to every process)
 * closes its sockets. An end heard while a handshake was still checking the session is
 * remembered for `rememberMs`, so that socket is refused instead of kept.
 */
export function sessionSockets<S extends Closable>({ rememberMs = 60_000 }: { rememberMs?: number } = {}) {
  const bySession = new Map<string, Set<S>>();
  /** Session id -> when its end was heard, oldest first. */
  const ended = new Map<string, number>();

  const forgetOldEnds = () => {
    const before = Date.now() - rememberMs;
    for (const [id, heard] of ended) {
      if (heard > before) break;
      ended.delete(id);
    }
  };

  return {
    /** Adds an open socket of a session; false (and not added) when the session has just ended. */
    add(sessionId: string, socket: S): boolean {
      forgetOldEnds();
      if (ended.has(sessionId)) return false;
      const sockets = bySession.get(sessionId) ?? new Set<S>();
      sockets.add(socket);
      bySession.set(sessionId, sockets);
      return true;
    },
    remove(sessionId: string, socket: S): void {
      const sockets = bySession.get(sessionId);
      sockets?.delete(socket);
      if (sockets?.size === 0) bySession.delete(sessionId);
    },
    /** The session has ended: close its sockets here. */
    end(sessionId: string): void {
      forgetOldEnds();
      ended.delete(sessionId);
      ended.set(sessionId, Date.now());
      const sockets = [...(bySession.get(sessionId) ?? [])];
      bySession.delete(sessionId);
      for (const socket of sockets) socket.disconnect(true);
    },
    /**
     * Notices of ends may have been missed: asks `isOpen` of each session with sockets here (with
     * one of its sockets, to say whose it is) and ends those that have ended. Resolves when done.
     */
    async recheck(isOpen: (sessionId: string, socket: S) => Promise<boolean>): Promise<void> {
      const open = [...bySession].map(([id, sockets]) => [id, sockets.values().next().value!] as const);
      await Promise.all(open.map(async ([id, socket]) => (await isOpen(id, socket)) || this.end(id)));
    },
  };
}

export type SessionSockets<S extends Closable> = ReturnType<typeof sessionSockets<S>>;
