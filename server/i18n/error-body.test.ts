import { describe, expect, it } from 'vitest';
import { errorBody } from './error-body.ts';

describe('an error answer as the person reads it', () => {
  it('says a refused field in a sentence that names it in words, and gives the field for forms', () => {
    expect(errorBody('en-GB', 'password: is one of the most common passwords, so choose one that is harder to guess')).toEqual({
      message: 'The password is one of the most common passwords, so choose one that is harder to guess.',
      fields: { password: 'The password is one of the most common passwords, so choose one that is harder to guess.' },
    });
  });

  it('says several fields one sentence each, and a reason that stands alone as its own sentence', () => {
    expect(
      errorBody(undefined, 'email: must be a valid email address; confirm_password: must be the same as the new password; image: send one picture only'),
    ).toEqual({
      message: 'The email address must be a valid email address. The repeated new password must be the same as the new password. Send one picture only.',
      fields: {
        email: 'The email address must be a valid email address.',
        confirm_password: 'The repeated new password must be the same as the new password.',
        image: 'Send one picture only.',
      },
    });
  });

  it('names a field it has no words for as a value of the request, never by its name', () => {
    const { message, fields } = errorBody('en-GB', 'answers[1].flux: must be string');
    expect(message).toBe('A value in the request must be string.');
    expect(Object.keys(fields!)).toEqual(['answers[1].flux']);
  });

  it('in Arabic: the field in Arabic words and the reason translated', () => {
    const { message, fields } = errorBody('ar', 'password: is one of the most common passwords, so choose one that is harder to guess');
    expect(message).toBe('كلمة المرور من أكثر كلمات المرور شيوعًا، فاختر كلمة يصعب تخمينها.');
    expect(message).not.toMatch(/password/);
    expect(fields).toEqual({ password: message });
  });

  it('leaves any other message as it is, translated, without fields', () => {
    expect(errorBody('en-GB', 'Invalid email or password')).toEqual({ message: 'Invalid email or password' });
    expect(errorBody('en-GB', 'This test is not open: start it first')).toEqual({ message: 'This test is not open: start it first' });
    expect(errorBody('ar', 'Invalid email or password').message).not.toBe('Invalid email or password');
  });
});
