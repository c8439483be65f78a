import { emptyState, type Question, type QuestionState } from './answer-state';
import type { LocalAttempt } from './local-attempt';

interface ServerProgress {
  answers: QuestionState[];
  currentQuestion: number;
  savedAt: string;
}

interface Resumed {
  answers: QuestionState[];
  currentQuestion: number;
  /** True when this device holds answers the server has not got yet. */
  unsynced: boolean;
}

/**
 * Where to resume an attempt: the newer of this device's copy and the server's, for the same
 * attempt. Another device's answers win when they were saved later; this device's offline
 * answers win (and are sent) when they are newer.
 */
export function resumeAttempt(questions: Question[], startedAt: string, server: ServerProgress | null, local: LocalAttempt | undefined): Resumed {
  const fits = (answers: QuestionState[] | undefined) => Array.isArray(answers) && answers.length === questions.length;
  const localCopy = local && local.startedAt === startedAt && fits(local.answers) ? local : undefined;
  const serverCopy = server && fits(server.answers) ? server : undefined;
  if (localCopy && (!serverCopy || Date.parse(localCopy.savedAt) > Date.parse(serverCopy.savedAt))) {
    return { answers: localCopy.answers, currentQuestion: clamp(localCopy.currentQuestion, questions.length), unsynced: true };
  }
  if (serverCopy) return { answers: serverCopy.answers, currentQuestion: clamp(serverCopy.currentQuestion, questions.length), unsynced: false };
  return { answers: questions.map(emptyState), currentQuestion: 0, unsynced: false };
}

const clamp = (index: number, length: number) => Math.min(Math.max(0, index || 0), Math.max(0, length - 1));
