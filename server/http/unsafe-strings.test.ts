import { describe, expect, it } from 'vitest';
import { findUnsafeString } from './unsafe-strings.ts';

describe('findUnsafeString', () => {
  it('names the first field holding a NUL or a lone surrogate, however deep', () => {
    expect(findUnsafeString({ first_name: 'Ada\u0000' })).toBe('first_name');
    expect(findUnsafeString({ response: [{ notes: 'fine' }, { notes: 'half a pair \ud83d' }] })).toBe('response[1].notes');
    expect(findUnsafeString({ answers: [{ selected: ['true', '\udc00'] }] })).toBe('answers[0].selected[1]');
    expect(findUnsafeString({ ['key\u0000']: 'x' })).toBe('key\u0000');
    expect(findUnsafeString('\u0000')).toBe('body');
  });

  it('accepts every real character, emoji and other surrogate pairs included', () => {
    expect(findUnsafeString({ name: 'Zoë 🩺 ł 中文', notes: ['Ω', ''], n: 3, image: Buffer.from([0, 0xd8]) })).toBeUndefined();
    expect(findUnsafeString(undefined)).toBeUndefined();
  });
});
