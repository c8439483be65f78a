import type { QuestionState } from './answer-state';

/**
 * The spec's per-test browser storage: answers (and where the learner was) and the timer, keyed
 * by test id, written on every change, so a reload or a crash never loses an answer.
 */
export interface LocalAttempt {
  /** Which attempt these answers belong to (a new attempt never inherits old answers). */
  startedAt: string;
  answers: QuestionState[];
  currentQuestion: number;
  /** When this copy was written (device clock). */
  savedAt: string;
}

type Mode = 'practice' | 'recharge';
const suffix = (mode: Mode) => (mode === 'recharge' ? '_recharge' : '');
const answersKey = (testId: string, mode: Mode) => `answers_${testId}${suffix(mode)}`;
const timerKey = (testId: string, mode: Mode) => `timer_${testId}${suffix(mode)}`;

function safely<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

export function readLocalAttempt(testId: string, mode: Mode): LocalAttempt | undefined {
  return safely(() => JSON.parse(localStorage.getItem(answersKey(testId, mode)) ?? 'null') ?? undefined, undefined);
}

export function writeLocalAttempt(testId: string, mode: Mode, attempt: LocalAttempt): void {
  safely(() => localStorage.setItem(answersKey(testId, mode), JSON.stringify(attempt)), undefined);
}

/** The spec persists the timer every second; the server's deadline stays the authority. */
export function writeTimer(testId: string, mode: Mode, secondsLeft: number): void {
  safely(() => localStorage.setItem(timerKey(testId, mode), String(secondsLeft)), undefined);
}

export function clearLocalAttempt(testId: string, mode: Mode): void {
  safely(() => {
    localStorage.removeItem(answersKey(testId, mode));
    localStorage.removeItem(timerKey(testId, mode));
  }, undefined);
}

/** The spec keeps the id of the last submitted report. */
export function storeReportId(reportId: string): void {
  safely(() => localStorage.setItem('reportId', reportId), undefined);
}

export function storedReportId(): string | null {
  return safely(() => localStorage.getItem('reportId'), null);
}
