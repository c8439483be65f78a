import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuestionState } from './answer-state';

export type SaveStatus = 'saved' | 'saving' | 'pending' | 'offline';

interface AutosaveOptions {
  answers: QuestionState[];
  currentQuestion: number;
  /** Sends the answers to the server; rejects when they did not arrive. */
  save: (answers: QuestionState[], currentQuestion: number) => Promise<unknown>;
  /** The answers the server already holds when the attempt opens (none when resuming offline work). */
  initiallySaved: QuestionState[] | null;
  /** How soon after a change the server gets it. */
  delayMs?: number;
  enabled: boolean;
}

/**
 * Sends answers to the server a moment after each change, so a crash, a lost network or another
 * device resumes the attempt. Reports, per question, whether the server has its latest answer;
 * when offline it keeps trying, and sends as soon as the connection returns.
 */
export function useAutosave({ answers, currentQuestion, save, initiallySaved, delayMs = 1200, enabled }: AutosaveOptions) {
  const [saved, setSaved] = useState<QuestionState[] | null>(initiallySaved);
  const [status, setStatus] = useState<SaveStatus>(initiallySaved ? 'saved' : 'pending');
  const latest = useRef({ answers, currentQuestion });
  latest.current = { answers, currentQuestion };
  const inFlight = useRef(false);
  const again = useRef(false);

  const flush = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
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

  // A change: send it shortly (well within 2 seconds).
  useEffect(() => {
    if (!enabled || saved === answers) return;
    setStatus((s) => (s === 'offline' ? s : 'pending'));
    const timer = setTimeout(() => void flush(), delayMs);
    return () => clearTimeout(timer);
  }, [answers, currentQuestion, enabled, delayMs, flush, saved]);

  // Unsent answers: try again when the connection returns, and every 10 seconds meanwhile.
  useEffect(() => {
    if (!enabled || status !== 'offline') return;
    const retry = () => void flush();
    window.addEventListener('online', retry);
    const timer = setInterval(retry, 10_000);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [enabled, status, flush]);

  /** Whether the server holds this question's current answer. */
  const isSaved = (index: number) => saved !== null && sameState(saved[index], answers[index]);
  return { status, isSaved, flush };
}

function sameState(a: QuestionState | undefined, b: QuestionState | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
