import { errorBody, type ErrorBody } from '../../server/i18n/error-body.ts';

/**
 * The body the server answers for a refusal it raises as "field: reason" (several joined by
 * "; "): the sentence without the field's name and `fields` naming it (server/i18n/error-body.ts,
 * whose own tests pin the wording). Tests name the field and the reason as the code raises them.
 */
export const refusal = (raised: string): ErrorBody => errorBody('en-GB', raised);
