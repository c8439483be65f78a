import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it("puts each refused field's sentence beside the form's field of that name", () => {
    const error = new ApiError(400, 'The email address must be a valid email address. The password is required. A value in the request must be string.', {
      email: 'The email address must be a valid email address.',
      password: 'The password is required.',
      'answers[1].other': 'A value in the request must be string.',
    });
    expect(fieldErrors(error, ['email', 'password', 'answers'])).toEqual({
      byField: {
        email: 'The email address must be a valid email address.',
        password: 'The password is required.',
        answers: 'A value in the request must be string.',
      },
      rest: [],
    });
    expect(fieldErrors(error, ['email'])).toEqual({
      byField: { email: 'The email address must be a valid email address.' },
      rest: ['The password is required.', 'A value in the request must be string.'],
    });
  });
  it('keeps a message that names no field for the form as a whole', () => {
    expect(fieldErrors(new ApiError(401, 'Invalid email or password'), ['email'])).toEqual({ byField: {}, rest: ['Invalid email or password'] });
    expect(fieldErrors(new Error('Failed to fetch'), ['email'])).toEqual({ byField: {}, rest: ['Failed to fetch'] });
  });
});
