import type { components } from '../../../openapi/schema.gen.ts';
import { badRequest } from '../../lib/errors.ts';
import type { QuestionRow } from './repo/questions.ts';

type Schemas = components['schemas'];

const last = (question: QuestionRow) => question.options.length - 1;

/** Checks that a submitted selection fits its question (400 naming the field, e.g. `response[3].selected`, otherwise). */
export function checkSelectionFits(question: QuestionRow, selected: Schemas['SubmissionSelection'], field: string): void {
  if (question.questionType === 'sub') {
    const parts = question.subQuestions?.length ?? 0;
    const values = selected as Array<unknown>;
    if (values.length !== parts || values.some((v) => v !== 'true' && v !== 'false' && v !== null)) {
      throw badRequest(`${field}: must give 'true', 'false' or null for each of its ${parts} parts`);
    }
    return;
  }
  const chosen = selected as Array<unknown>;
  if (chosen.some((o) => typeof o !== 'number' || o >= question.options.length))
    throw badRequest(`${field}: must be option numbers of this question (0 to ${last(question)})`);
  if (question.questionType === 'single' && chosen.length > 1) throw badRequest(`${field}: a single-choice question takes one option`);
}

/**
 * Checks that saved progress fits its question's type: single choice uses only selectedOption,
 * multiple choice only selectedOptions, sub-questions only selected, with one entry per part.
 * What is saved is what a late or unsubmitted attempt is scored on, so it must be scorable.
 */
export function checkProgressFits(question: QuestionRow, answer: Schemas['ProgressAnswer'], i: number): void {
  const field = `answers[${i}]`;
  const unused = (name: string, empty: boolean) => {
    if (empty) return;
    const questionType = TYPE_NAMES[question.questionType];
    throw badRequest(
      name === 'selectedOption'
        ? `${field}.${name}: is not used by a ${questionType} question (send null)`
        : `${field}.${name}: is not used by a ${questionType} question (send [])`,
    );
  };
  if (question.questionType === 'single') {
    if (answer.selectedOption !== null && answer.selectedOption >= question.options.length)
      throw badRequest(`${field}.selectedOption: must be an option of this question (0 to ${last(question)})`);
    unused('selectedOptions', answer.selectedOptions.length === 0);
    unused('selected', answer.selected.length === 0);
  } else if (question.questionType === 'multiple') {
    if (answer.selectedOptions.some((o) => o >= question.options.length))
      throw badRequest(`${field}.selectedOptions: must be options of this question (0 to ${last(question)})`);
    unused('selectedOption', answer.selectedOption === null);
    unused('selected', answer.selected.length === 0);
  } else {
    const parts = question.subQuestions?.length ?? 0;
    if (answer.selected.length !== parts) throw badRequest(`${field}.selected: must have one entry per part (${parts})`);
    unused('selectedOption', answer.selectedOption === null);
    unused('selectedOptions', answer.selectedOptions.length === 0);
  }
}

const TYPE_NAMES = { single: 'single-choice', multiple: 'multiple-choice', sub: 'true/false' } as const;
