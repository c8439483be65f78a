import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SerializedJson } from './serialized-json.ts';
import { inLanguage } from './success-in-language.ts';

const inArabic = { language: 'ar' } as FastifyRequest;

describe('a success’s message in the request’s language', () => {
  it('translates the top-level message and keeps every other field', () => {
    expect(inLanguage(inArabic, { reportcard: 'r1', message: 'Test submitted successfully' })).toEqual({ reportcard: 'r1', message: 'سُلّم الاختبار بنجاح' });
  });

  it('leaves the very body when there is nothing to translate', () => {
    const english = { message: 'Test submitted successfully' };
    expect(inLanguage({ language: 'en-GB' } as FastifyRequest, english)).toBe(english);
    const unknown = { message: 'No such sentence in the catalogue' };
    expect(inLanguage(inArabic, unknown)).toBe(unknown);
    const numbered = { message: 3 };
    expect(inLanguage(inArabic, numbered)).toBe(numbered);
    const list = [{ message: 'Test submitted successfully' }];
    expect(inLanguage(inArabic, list)).toBe(list);
    const written = new SerializedJson('{"message":"Test submitted successfully"}', false);
    expect(inLanguage(inArabic, written)).toBe(written);
    expect(inLanguage(inArabic, undefined)).toBeUndefined();
  });
});
