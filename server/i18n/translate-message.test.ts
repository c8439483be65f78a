import { describe, expect, it } from 'vitest';
import { translateMessage } from './translate-message.ts';
import { translate } from './catalog.ts';

describe('translateMessage', () => {
  it('leaves en-GB exactly as written', () => {
    for (const message of ['Your session has ended. Please sign in again.', 'email: must be a valid email address', 'anything at all']) {
      expect(translateMessage('en-GB', message)).toBe(message);
    }
  });

  it('translates a message by its English text', () => {
    expect(translateMessage('ar', 'Your session has ended. Please sign in again.')).toBe('انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.');
  });

  it('keeps the field of a field error and translates its reason', () => {
    expect(translateMessage('ar', 'email: must be a valid email address')).toBe('email: يجب أن يكون عنوان بريد إلكتروني صالحًا');
    expect(translateMessage('ar', 'response[2].selected: must be option numbers of this question (0 to 3)')).toBe(
      'response[2].selected: يجب أن يكون أرقام خيارات من هذا السؤال (0 إلى 3)',
    );
  });

  it('carries interpolated values, translating a wait with its plural', () => {
    expect(translateMessage('ar', 'Too many attempts from your network. Try again in 12 minutes.')).toBe(
      'محاولات كثيرة جدًا من شبكتك. حاول مرة أخرى بعد 12 دقيقة.',
    );
    expect(translateMessage('ar', 'Too many attempts from your network. Try again in 3 minutes.')).toBe(
      'محاولات كثيرة جدًا من شبكتك. حاول مرة أخرى بعد 3 دقائق.',
    );
    expect(translateMessage('ar', 'Too many attempts from your network. Try again in a minute.')).toBe('محاولات كثيرة جدًا من شبكتك. حاول مرة أخرى بعد دقيقة.');
    expect(translateMessage('ar', 'answers[1].selected: is not used by a multiple-choice question (send [])')).toBe(
      'answers[1].selected: لا يُستخدم في سؤال اختيار متعدد (أرسل [])',
    );
  });

  it('translates each of several joined messages', () => {
    expect(translateMessage('ar', 'email: is required; password: must be at least 8 characters')).toBe('email: مطلوب; password: يجب ألا يقل عن 8 حرفًا');
  });

  it('leaves a message it has no string for as it is', () => {
    expect(translateMessage('ar', 'Something nobody wrote down')).toBe('Something nobody wrote down');
  });

  it('writes the pseudo-language from en-GB, keeping fields and values', () => {
    expect(translateMessage('en-XA', 'email: is required')).toBe('email: [îš ŕéǫûîŕéđ ····]');
    expect(translateMessage('en-XA', 'We have emailed a 4-digit code to a@b.co. Enter it to verify your account.')).toContain('a@b.co');
  });
});

describe('translate', () => {
  it('picks the plural form of the language', () => {
    expect(translate('en-GB', 'invoice', 'days', { count: 1 })).toBe('1 day');
    expect(translate('en-GB', 'invoice', 'days', { count: 30 })).toBe('30 days');
    expect(translate('ar', 'invoice', 'days', { count: 2 })).toBe('يومان');
    expect(translate('ar', 'invoice', 'days', { count: 3 })).toBe('3 أيام');
    expect(translate('ar', 'invoice', 'days', { count: 30 })).toBe('30 يومًا');
  });

  it('refuses a key that does not exist', () => {
    expect(() => translate('ar', 'invoice', 'nothing')).toThrow('No string invoice:nothing');
  });
});
