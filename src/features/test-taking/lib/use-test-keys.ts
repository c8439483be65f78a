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
}

/**
 * The test's keyboard: A-P choose an option (a multiple-choice option toggles), ← and → move
 * between questions (→ is next in a left-to-right page, ← in a right-to-left one), Shift+F flags. Typing in a field, a modifier or an arrow inside a radio group
 * (which moves between its options) is left alone.
 */
export function useTestKeys({ enabled, question, state, current, go, update }: TestKeys): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (target.closest('textarea, input[type="text"], input:not([type])')) return;
      const onRadio = target instanceof HTMLInputElement && target.type === 'radio';
      const [nextKey, previousKey] = isRtl(target) ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
      if (event.key === nextKey && !onRadio) go(current + 1);
      else if (event.key === previousKey && !onRadio) go(current - 1);
      else if (event.shiftKey && event.key.toUpperCase() === 'F') update({ ...state, questionFlagged: !state.questionFlagged });
      else if (!event.shiftKey && /^[a-p]$/i.test(event.key) && question.question_type !== 'Sub Questions') {
        const index = event.key.toUpperCase().charCodeAt(0) - 65;
        if (index >= question.options.length) return;
        update(chooseOption(question, state, index));
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, question, state, current, go, update]);
}
