import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuestionState } from './answer-state';
import { useOnline } from './use-online';
import { timers } from '../../../lib/timers';

export type SaveStatus = 'saved' | 'saving' | 'pending' | 'offline';

interface AutosaveOptions {
  answers: QuestionState[];
  currentQuestion: number;
  /** Sends the answers to the server; rejects when they did not arrive. */
  save: (answers: QuestionState[], currentQuestion: number) => Promise<unknown>;
  /** The answers the server already holds when the attempt opens (none when resuming offline work). */
  initiallySaved: QuestionState[] | null;
  /** How soon after the last change the server gets it, when changes pause. */
  delayMs?: number;
  /** How long the first unsaved change may wait at most, however often the answers keep changing. */
  maxWaitMs?: number;
  enabled: boolean;
}

/**
 * Sends answers to the server a moment after each change, so a crash, a lost network or another
 * device resumes the attempt. Reports, per question, whether the server has its latest answer;
 * when offline it keeps trying, and sends as soon as the connection returns.
 */
export function useAutosave({ answers, currentQuestion, save, initiallySaved, delayMs = 1200, maxWaitMs = 2000, enabled }: AutosaveOptions) {
  const [saved, setSaved] = useState<QuestionState[] | null>(initiallySaved);
  const [status, setStatus] = useState<SaveStatus>(initiallySaved ? 'saved' : 'pending');
  const latest = useRef({ answers, currentQuestion });
  latest.current = { answers, currentQuestion };
  const inFlight = useRef(false);
  const again = useRef(false);
  /** When the oldest change the server does not have yet was made (null: none waiting to be sent). */
  const unsentSince = useRef<number | null>(null);

  const flush = useCallback(async () => {
    // The browser knows it has no network: keep the answers here and send on its 'online' event,
    // rather than fire requests that cannot leave the device.
    if (!navigator.onLine) {
      setStatus('offline');
      return;
    }
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    unsentSince.current = null;
    const { answers: sending, currentQuestion: at } = latest.current;
    setStatus('saving');
    try {
      await save(sending, at);
      setSaved(sending);
      setStatus(latest.current.answers === sending ? 'saved' : 'pending');
    } catch {
      setStatus('offline');
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        void flush();
      }
    }
  }, [save]);

  // A change: send it when changes pause for delayMs, and never later than maxWaitMs after the
  // first unsent one, so a learner answering faster than every 1.2 s still has it saved within 2 s.
  useEffect(() => {
    if (!enabled || saved === answers) return;
    setStatus((s) => (s === 'offline' ? s : 'pending'));
    const now = Date.now();
    unsentSince.current ??= now;
    return timers.after(Math.max(0, Math.min(delayMs, unsentSince.current + maxWaitMs - now)), () => void flush());
  }, [answers, currentQuestion, enabled, delayMs, maxWaitMs, flush, saved]);

  // Unsent answers: try again when the connection returns, and every 10 seconds meanwhile.
  useEffect(() => {
    if (!enabled || status !== 'offline') return;
    const retry = () => void flush();
    window.addEventListener('online', retry);
    const cancel = timers.every(10_000, retry);
    return () => {
      window.removeEventListener('online', retry);
      cancel();
    };
  }, [enabled, status, flush]);

  /** Whether the server holds this question's current answer. */
  const isSaved = (index: number) => saved !== null && sameState(saved[index], answers[index]);
  // The browser knows the moment the network drops: say offline then, not only after a failed save.
  const online = useOnline();
  return { status: online ? status : 'offline', isSaved, flush };
}

function sameState(a: QuestionState | undefined, b: QuestionState | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
