import type { components } from '../../../../openapi/schema.gen';
import type { Question, QuestionState } from './answer-state';

type ReportAnswer = components['schemas']['ReportAnswer'];
type TutorFeedback = components['schemas']['TutorFeedback'];

/** Whether anything is chosen yet (an option, or one true/false statement): a tutor-mode answer can then be checked. */
export function hasChoice(state: QuestionState): boolean {
  return state.selectedOption !== null || state.selectedOptions.length > 0 || state.selected.some((v) => v === true || v === false);
}

/**
 * The question's state with a confirmed (final) answer's choice and confidence in it, as the
 * server scored it; the flag and the note stay the learner's own (they remain editable).
 */
export function withConfirmed(question: Question, state: QuestionState, answer: ReportAnswer): QuestionState {
  const given = answer.selected as Array<number | string | null>;
  const options = given.filter((v): v is number => typeof v === 'number');
  const choice =
    question.question_type === 'Sub Questions'
      ? { selected: question.sub_questions.map((_, i) => (given[i] === 'true' ? true : given[i] === 'false' ? false : null)) }
      : question.question_type === 'Multiple Choice Question'
        ? { selectedOptions: options }
        : { selectedOption: options[0] ?? null };
  return { ...state, ...choice, confidence: answer.comment, confidenceChosen: answer.confidenceChosen };
}

/** Resuming a tutor-mode test: every confirmed answer's choice, whatever the saved progress says (the confirmed one is final). */
export function withConfirmedAnswers(questions: readonly Question[], answers: QuestionState[], tutor: readonly TutorFeedback[] = []): QuestionState[] {
  // The same array when nothing is confirmed: the autosave then sees the resumed answers as saved.
  if (!tutor.length) return answers;
  const confirmed = new Map(tutor.map((f) => [f.position, f.answer]));
  return answers.map((state, i) => {
    const answer = confirmed.get(i);
    return answer ? withConfirmed(questions[i]!, state, answer) : state;
  });
}
