import type { components } from '../../../openapi/schema.gen.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { QuestionRow } from './repo/questions.ts';
import type { TutorAnswerRow } from './repo/tutor-answers.ts';
import type { GivenAnswer } from './saved-answers.ts';
import { toReviewedQuestion } from './views.ts';

type Schemas = components['schemas'];

/** A confirmed tutor answer as the learner sees it: scored, with the question's key and explanation. */
export function toTutorFeedback(
  row: TutorAnswerRow,
  question: QuestionRow,
  marks: Pick<GivenAnswer, 'flag' | 'notes'>,
  language: LanguageCode,
): Schemas['TutorFeedback'] {
  return {
    position: row.position,
    answer: {
      question: row.questionId,
      status: row.status,
      selected: row.selected as Schemas['SubmissionSelection'],
      flag: marks.flag,
      notes: marks.notes,
      comment: row.confidence,
      confidenceChosen: row.confidenceChosen,
    },
    question: toReviewedQuestion(question, language),
  };
}

/**
 * The answers to score: the given ones, with each confirmed tutor answer in place of its
 * question's (its selection and confidence are final; flag and notes stay the learner's to change).
 */
export function withConfirmed(given: GivenAnswer[], confirmed: readonly TutorAnswerRow[]): GivenAnswer[] {
  if (confirmed.length === 0) return given;
  const byPosition = new Map(confirmed.map((row) => [row.position, row]));
  return given.map((answer, i) => {
    const row = byPosition.get(i);
    return row
      ? {
          selected: row.selected as GivenAnswer['selected'],
          confidence: row.confidence,
          confidenceChosen: row.confidenceChosen,
          flag: answer.flag,
          notes: answer.notes,
        }
      : answer;
  });
}
