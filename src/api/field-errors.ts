import { ApiError } from './api-error';

/**
 * A failed call's errors as a form shows them: the server gives each field it refused with its
 * own sentence (`fields`, named as the request names them: email, answers[2].note), so each lands
 * beside the form's field of that name; a sentence about a field the form does not have, or a
 * message about no field ("Invalid email or password"), is returned as `rest`, for the form's
 * own message. Never a field's name in the text.
 */
export function fieldErrors<F extends string>(error: unknown, fields: readonly F[]): { byField: Partial<Record<F, string>>; rest: string[] } {
  const byField: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  const refused = error instanceof ApiError ? Object.entries(error.fields) : [];
  if (refused.length === 0) {
    if (error instanceof Error && error.message) rest.push(error.message);
    return { byField, rest };
  }
  for (const [name, sentence] of refused) {
    const field = /^[^.[]+/.exec(name)?.[0] as F | undefined;
    if (field && fields.includes(field)) byField[field] ??= sentence;
    else if (!rest.includes(sentence)) rest.push(sentence);
  }
  return { byField, rest };
}
