import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { answerQuestion, type TutorFeedback } from '../api/answer-question';
import { toSubmission, type Question, type QuestionState } from './answer-state';

/** Where one question's confirmation is: sending, or failed (with the server's sentence when it refused it, e.g. a 400). */
export type Confirming = { state: 'sending' } | { state: 'failed'; message: string | null };

export interface Tutor {
  /** The confirmed answers, by position. */
  feedback: ReadonlyMap<number, TutorFeedback>;
  /** The questions whose confirmation is on its way or failed. */
  confirming: ReadonlyMap<number, Confirming>;
  /** Confirms the answer to the question at `position`; on success `onConfirmed` gets the server's (final) feedback. */
  confirm: (position: number, question: Question, state: QuestionState) => void;
}

/**
 * A tutor-mode test's confirmations: each answer is confirmed on its own call, then final. A failed
 * call loses nothing: the choice stays on the question (and in the autosave) and can be sent again.
 */
export function useTutor(testId: string, initial: readonly TutorFeedback[], onConfirmed: (feedback: TutorFeedback) => void): Tutor {
  const [feedback, setFeedback] = useState<ReadonlyMap<number, TutorFeedback>>(() => new Map(initial.map((f) => [f.position, f])));
  const [confirming, setConfirming] = useState<ReadonlyMap<number, Confirming>>(new Map());
  // A double click fires twice before React re-renders: the ref stops the second call.
  const sending = useRef(new Set<number>());
  const mark = (position: number, value: Confirming | null) =>
    setConfirming((all) => {
      const next = new Map(all);
      if (value) next.set(position, value);
      else next.delete(position);
      return next;
    });

  const confirm = useCallback(
    (position: number, question: Question, state: QuestionState) => {
      if (sending.current.has(position)) return;
      sending.current.add(position);
      mark(position, { state: 'sending' });
      const { selected, comment, confidenceChosen, flag, notes } = toSubmission(question, state);
      answerQuestion(testId, { position, selected, comment, confidenceChosen, flag, notes })
        .then((result) => {
          setFeedback((all) => new Map(all).set(position, result));
          mark(position, null);
          onConfirmed(result);
        })
        .catch((error: unknown) => {
          sending.current.delete(position);
          // The server's refusal says why; a network or server failure has only the screen's own words.
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
          mark(position, { state: 'failed', message: refused ? error.message : null });
        });
    },
    [testId, onConfirmed],
  );

  return { feedback, confirming, confirm };
}
