import { localStore } from '../../../lib/safe-storage';
import type { Mode } from '../api/get-test';
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

/** Each mode's attempt is kept apart: answers_<id>, answers_<id>_recharge, answers_<id>_custom. */
const suffix = (mode: Mode) => (mode === 'practice' ? '' : `_${mode}`);
const answersKey = (testId: string, mode: Mode) => `answers_${testId}${suffix(mode)}`;
const timerKey = (testId: string, mode: Mode) => `timer_${testId}${suffix(mode)}`;

export const readLocalAttempt = (testId: string, mode: Mode): LocalAttempt | undefined =>
  localStore.getJson<LocalAttempt>(answersKey(testId, mode)) ?? undefined;

export const writeLocalAttempt = (testId: string, mode: Mode, attempt: LocalAttempt): void => localStore.setJson(answersKey(testId, mode), attempt);

/** The spec persists the timer every second; the server's deadline stays the authority. */
export const writeTimer = (testId: string, mode: Mode, secondsLeft: number): void => localStore.set(timerKey(testId, mode), String(secondsLeft));

export const clearLocalAttempt = (testId: string, mode: Mode): void => localStore.remove(answersKey(testId, mode), timerKey(testId, mode));

/** The spec keeps the id of the last submitted report. */
export const storeReportId = (reportId: string): void => localStore.set('reportId', reportId);
export const storedReportId = (): string | null => localStore.get('reportId');
