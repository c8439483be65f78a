import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('splits a server message into errors by field', () => {
    expect(fieldErrors('email: must match format "email"; password: is required; other: x', ['email', 'password'])).toEqual({
      byField: { email: 'Must match format "email"', password: 'Is required' },
      rest: ['other: x'],
    });
  });
  it('keeps messages that name no field', () => {
    expect(fieldErrors('Invalid email or password', ['email'])).toEqual({ byField: {}, rest: ['Invalid email or password'] });
  });
});
