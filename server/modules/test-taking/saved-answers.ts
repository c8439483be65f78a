import type { components } from '../../../openapi/schema.gen.ts';
import type { QuestionRow } from './repo/questions.ts';
import type { Confidence, Selection } from './scoring.ts';

type SavedProgress = components['schemas']['SavedProgress'];

/** One answer as scored: what a submission item or a saved answer amounts to. */
export interface GivenAnswer {
  selected: Selection;
  confidence: Confidence;
  /** Whether the learner chose the confidence (false: left at the default, or sent by a client that does not say). */
  confidenceChosen: boolean;
  flag: boolean;
  notes: string;
}

/**
 * The answers an attempt holds on the server: its last saved progress, as a submission would
 * give them. What a late submission and an attempt the server closes are scored on. A question
 * with nothing saved is unanswered, at the spec's default confidence.
 */
export function savedAnswers(questions: QuestionRow[], progress: SavedProgress | null): GivenAnswer[] {
  return questions.map((question, i) => {
    const saved = progress?.answers[i];
    if (!saved)
      return {
        selected: question.questionType === 'sub' ? (question.subQuestions ?? []).map(() => null) : [],
        confidence: 'I KNOW IT',
        confidenceChosen: false,
        flag: false,
        notes: '',
      };
    const selected: Selection =
      question.questionType === 'single'
        ? saved.selectedOption === null
          ? []
          : [saved.selectedOption]
        : question.questionType === 'multiple'
          ? saved.selectedOptions
          : (question.subQuestions ?? []).map((_, p) => (saved.selected[p] === true ? 'true' : saved.selected[p] === false ? 'false' : null));
    // Progress saved before the choice was recorded has no confidenceChosen: not chosen.
    return { selected, confidence: saved.confidence, confidenceChosen: saved.confidenceChosen === true, flag: saved.questionFlagged, notes: saved.note };
  });
}
