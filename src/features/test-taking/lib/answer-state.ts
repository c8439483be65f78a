import type { components } from '../../../../openapi/schema.gen';

export type Question = components['schemas']['Question'];
export type Confidence = components['schemas']['ConfidenceLabel'];
/** The spec's in-progress state of one question (also what save-progress stores). */
export type QuestionState = components['schemas']['ProgressAnswer'];
type SubmissionItem = components['schemas']['SubmissionAnswer'];

export const CONFIDENCES: readonly Confidence[] = ['I KNOW IT', 'THINK SO', 'NOT SURE', 'NO IDEA'];
const DEFAULT_CONFIDENCE: Confidence = 'I KNOW IT';

export function emptyState(question: Question): QuestionState {
  return {
    selectedOption: null,
    selectedOptions: [],
    selected: question.question_type === 'Sub Questions' ? question.sub_questions.map(() => null) : [],
    questionFlagged: false,
    confidence: DEFAULT_CONFIDENCE,
    confidenceChosen: false,
    note: '',
  };
}

/**
 * The learner chose a confidence level (touched the control, even to pick the default again).
 * Only chosen confidence counts in their confidence figures and calibration.
 */
export function chooseConfidence(state: QuestionState, confidence: Confidence): QuestionState {
  return state.confidence === confidence && state.confidenceChosen === true ? state : { ...state, confidence, confidenceChosen: true };
}

/** Single choice replaces the selection; multiple choice toggles an option in or out. */
export function chooseOption(question: Question, state: QuestionState, option: number): QuestionState {
  if (question.question_type === 'Multiple Choice Question') {
    const has = state.selectedOptions.includes(option);
    const selectedOptions = has ? state.selectedOptions.filter((o) => o !== option) : [...state.selectedOptions, option].sort((a, b) => a - b);
    return { ...state, selectedOptions };
  }
  return { ...state, selectedOption: option };
}

export function answerPart(state: QuestionState, part: number, value: boolean): QuestionState {
  const selected = [...state.selected];
  selected[part] = value;
  return { ...state, selected };
}

/**
 * The spec's attempted (section 4), the web's one definition: a selected option, or for
 * sub-questions every part answered. The header's counts, the palette and the submit check use it.
 */
export function isAttempted(question: Question, state: QuestionState): boolean {
  switch (question.question_type) {
    case 'Multiple Choice Question':
      return state.selectedOptions.length > 0;
    case 'Sub Questions':
      return question.sub_questions.length > 0 && question.sub_questions.every((_, i) => state.selected[i] === true || state.selected[i] === false);
    default:
      return state.selectedOption !== null;
  }
}

/** The submission item of one question (the contract's SubmissionAnswer). */
export function toSubmission(question: Question, state: QuestionState): SubmissionItem {
  const selected =
    question.question_type === 'Sub Questions'
      ? question.sub_questions.map((_, i) => (state.selected[i] === true ? 'true' : state.selected[i] === false ? 'false' : null))
      : question.question_type === 'Multiple Choice Question'
        ? state.selectedOptions
        : state.selectedOption === null
          ? []
          : [state.selectedOption];
  // A state saved before the choice was recorded has no confidenceChosen: not chosen.
  return {
    question: question._id,
    comment: state.confidence,
    confidenceChosen: state.confidenceChosen === true,
    flag: state.questionFlagged,
    selected,
    notes: state.note,
  };
}
