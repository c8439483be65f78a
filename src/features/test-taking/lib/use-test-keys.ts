import { useEffect } from 'react';
import { isRtl } from '../../../lib/is-rtl';
import { chooseOption, type Question, type QuestionState } from './answer-state';

interface TestKeys {
  /** Off while a dialog is open: its own controls own the keyboard. */
  enabled: boolean;
  question: Question;
  state: QuestionState;
  current: number;
  go: (index: number) => void;
  update: (next: QuestionState) => void;
  /** '?' opens the keyboard shortcuts sheet. Default none (the key is left alone). */
  onHelp?: () => void;
  /** Escape on an answer puts focus here (the question's heading), so the arrows move between questions again. Default none. */
  leaveAnswers?: () => void;
  /** The answer cannot change (a tutor-mode answer confirmed or being confirmed): the letters do nothing. Default false. */
  locked?: boolean;
  /** Enter (not on a button or link, which Enter presses) confirms the answer: tutor mode's Check answer. Default none. */
  onConfirm?: () => void;
}

/**
 * Where the keys belong to what has focus, not to the test: a dialog or a panel that keeps its own
 * keys (`data-own-keys`, e.g. a calculator), and a text field or list where letters are typed.
 */
const OWNS_ALL_KEYS =
  'dialog, [role="dialog"], [data-own-keys], textarea, select, [contenteditable=""], [contenteditable="true"], input:not([type]), ' +
  'input[type="text"], input[type="search"], input[type="number"], input[type="email"], input[type="tel"], input[type="url"], ' +
  'input[type="password"]';

/** An answer control (option, true/false statement, confidence): its own arrow keys change a single choice. */
export const isAnswerControl = (target: Element): boolean => target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox');

/**
 * The test's keyboard, as the hint and the shortcuts sheet say it:
 * - A-P choose an option (a multiple-choice option toggles);
 * - ← and → move between questions (→ is next in a left-to-right page, ← in a right-to-left one)
 *   while no answer has focus; on an answer the arrows are the browser's own, so in a single-choice
 *   group or a true/false statement they change the choice, never the question;
 * - Escape on an answer leaves the answers (focus to the question's heading);
 * - Shift+F flags; ? opens the shortcuts sheet;
 * - Enter checks the answer in tutor mode (onConfirm), unless a button or link has focus.
 * A modifier (Ctrl, Alt, Meta), a text field, a dialog or a `data-own-keys` panel is left alone.
 */
export function useTestKeys({ enabled, question, state, current, go, update, onHelp, leaveAnswers, locked = false, onConfirm }: TestKeys): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : document.body;
      if (target.closest(OWNS_ALL_KEYS)) return;
      const onAnswer = isAnswerControl(target);
      const [nextKey, previousKey] = isRtl(target) ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
      if (event.key === nextKey || event.key === previousKey) {
        if (onAnswer) return;
        go(event.key === nextKey ? current + 1 : current - 1);
      } else if (event.key === 'Escape' && onAnswer && leaveAnswers) leaveAnswers();
      else if (event.key === '?' && onHelp) onHelp();
      else if (event.key === 'Enter' && onConfirm && !event.shiftKey && !target.closest('button, a[href], summary')) onConfirm();
      else if (event.shiftKey && event.key.toUpperCase() === 'F') update({ ...state, questionFlagged: !state.questionFlagged });
      else if (!event.shiftKey && !locked && /^[a-p]$/i.test(event.key) && question.question_type !== 'Sub Questions') {
        const index = event.key.toUpperCase().charCodeAt(0) - 65;
        if (index >= question.options.length) return;
        update(chooseOption(question, state, index));
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, question, state, current, go, update, onHelp, leaveAnswers, locked, onConfirm]);
}
